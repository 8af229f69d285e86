// The response headers and rewrites the exported site needs from whatever serves it. One list,
// written in three dialects after each build: out/serve.json (the local `serve` command),
// out/_headers and out/_redirects (Netlify, Cloudflare Pages and hosts that read the same files).

/** Headers per path pattern; `*` matches the rest of a path. */
export function headerRules() {
  return [
    {
      path: '/*',
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
      },
    },
    {
      // The embedded API is written as extension-less files; say what they are.
      path: '/api/*',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    },
    {
      path: '/_next/static/*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
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

/** serve.json: globs for headers, path-to-regexp for rewrites. */
export function toServeConfig({ headers, rewrites }) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: headers.map((rule) => ({
      source: rule.path.replace(/\*$/, '**'),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
    // serve rewrites before it looks for a file, so pages the pattern would swallow come first.
    rewrites: rewrites.flatMap((rule) => [
      ...rule.keep.map((page) => ({ source: page.serveSource, destination: page.to })),
      { source: rule.serveSource, destination: rule.to },
    ]),
  };
}

/** Netlify / Cloudflare Pages `_headers`. */
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
