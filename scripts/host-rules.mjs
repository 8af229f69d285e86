// The response headers and rewrites the exported site needs from whatever serves it. One list,
// written in three dialects after each build: out/serve.json (the local `serve` command),
// out/_headers and out/_redirects (Netlify, Cloudflare Pages and hosts that read the same files).

/**
 * The part of the Content-Security-Policy that only a header can carry (frame-ancestors) and that
 * holds for every response. The script rules live in each page's own <meta> policy (see
 * documentPolicy), since they list that page's inline scripts by hash.
 */
export const HEADER_CSP = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** Headers every response gets. */
export const COMMON_HEADERS = {
  'Content-Security-Policy': HEADER_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  // Features the site never uses are switched off for it and anything it embeds.
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/**
 * The Content-Security-Policy of one page, written into the page itself as a <meta> element, so it
 * travels with the file to any host. Scripts: the site's own files plus the exact inline scripts
 * of that page, by hash; no 'unsafe-inline', no 'unsafe-eval'. Styles may be inline (React and
 * Swiper set style attributes). The only frame is the Google map, which the footer loads on every
 * page once asked. (frame-ancestors is ignored in <meta>; the header carries it.)
 */
export function documentPolicy({ scriptHashes, apiOrigin }) {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` 'sha256-${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${api}`,
    "font-src 'self'",
    `connect-src 'self'${api}`,
    'frame-src https://www.google.com https://maps.google.com',
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers per path: `path` is what static hosts match, `file` what serve matches (the file it sends). */
export function headerRules() {
  return [
    { path: '/*', file: '/**', headers: COMMON_HEADERS },
    {
      // The embedded API is written as extension-less files; say what they are.
      path: '/api/*',
      file: '/api/**',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    },
    { path: '/_next/static/*', file: '/_next/static/**', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];
}

/**
 * Rewrites: `serveSource` in serve's path-to-regexp syntax, `hostSource` in the `_redirects`
 * syntax. serve applies a matching rewrite before it looks for a file, so rules there list the
 * exported pages they must leave alone; `_redirects` rewrites never shadow an existing file.
 */
export function rewriteRules({ knownBlogIds = [], blogFallbackId }) {
  return [
    {
      // Blog posts the API publishes after the build open in the shared blog page, which reads
      // the id from the address. Ids with a dot are never rewritten, so Next's .txt data files
      // and the pre-rendered posts' own .html files stay untouched.
      serveSource: '/blogs/:id([^/.]+)',
      hostSource: '/blogs/*',
      to: `/blogs/${blogFallbackId}.html`,
      keep: knownBlogIds.map((id) => ({ serveSource: `/blogs/${id}`, to: `/blogs/${id}.html` })),
    },
  ];
}

/** serve.json: globs for headers (matched against the file served), path-to-regexp for rewrites. */
export function toServeConfig({ headers, rewrites }) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: headers.map((rule) => ({
      source: rule.file,
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
    // serve rewrites before it looks for a file, so pages the pattern would swallow come first.
    rewrites: rewrites.flatMap((rule) => [
      ...rule.keep.map((page) => ({ source: page.serveSource, destination: page.to })),
      { source: rule.serveSource, destination: rule.to },
    ]),
  };
}

/** Netlify / Cloudflare Pages `_headers` (matched against the address). */
export function toHeadersFile({ headers }) {
  return headers
    .map((rule) => [rule.path, ...Object.entries(rule.headers).map(([key, value]) => `  ${key}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}

/** Netlify / Cloudflare Pages `_redirects`: status 200 means rewrite, not redirect. */
export function toRedirectsFile({ rewrites }) {
  return rewrites.map((rule) => `${rule.hostSource} ${rule.to} 200`).join('\n').concat('\n');
}
