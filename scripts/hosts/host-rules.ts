// The response headers and rewrites the exported site needs from whatever serves it. One list,
// written in four dialects after each build: out/serve.json (the local `serve` command),
// out/_headers and out/_redirects (Netlify, Cloudflare Pages and hosts that read the same files)
// and hosts/nginx/prepgurus.conf (nginx). `npm run test:hosts` checks them on real servers.

/** Headers for one path: `path` is what static hosts match, `file` what serve matches. */
export type HeaderRule = { path: string; file: string; headers: Record<string, string> };
export type RewriteRule = {
  serveSource: string;
  hostSource: string;
  nginxPattern: string;
  page: string;
  file: string;
  keep: string[];
};
export type HostRules = { headers: HeaderRule[]; rewrites: RewriteRule[] };

/**
 * The part of the Content-Security-Policy that only a header can carry (frame-ancestors) and that
 * holds for every response. The script rules live in each page's own <meta> policy (see
 * documentPolicy), since they list that page's inline scripts by hash.
 */
export const HEADER_CSP = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** Headers every response gets. */
export const COMMON_HEADERS: Record<string, string> = {
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
 * page once asked. (frame-ancestors is ignored in <meta>; the header carries it.) The one
 * allowance beyond that is 'wasm-unsafe-eval': the site search (Pagefind) runs its index as
 * WebAssembly, which browsers compile only with it; it permits compiling WebAssembly modules the
 * page loads from 'self', not eval() of JavaScript.
 */
export function documentPolicy({ scriptHashes, apiOrigin }: { scriptHashes: string[]; apiOrigin: string | undefined }): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${scriptHashes.map((hash) => ` 'sha256-${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${api}`,
    "font-src 'self'",
    "worker-src 'self'",
    `connect-src 'self'${api}`,
    'frame-src https://www.google.com https://maps.google.com',
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The content editor's policy (/admin/, scripts/build/admin-editor.mjs): its own script and styles
 * (Svelte writes style elements, hence 'unsafe-inline' for styles only), pictures it previews from
 * memory (blob:, data:) and from GitHub, and GitHub's API, where it commits for staff who sign in with
 * a token. Nothing else: no CDN, no analytics, no frames. Carried both by the page's <meta> and by
 * its header, which alone can say frame-ancestors.
 */
export const EDITOR_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com",
  "worker-src 'self' blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Headers per path: `path` is what static hosts match, `file` what serve matches (the file it sends). */
export function headerRules(): HeaderRule[] {
  return [
    { path: '/*', file: '/**', headers: COMMON_HEADERS },
    {
      // The embedded API is written as extension-less files; say what they are.
      path: '/api/*',
      file: '/api/**',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    },
    { path: '/_next/static/*', file: '/_next/static/**', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // The service worker is checked on every visit, so a deploy reaches students at once.
    { path: '/sw.js', file: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
    // The content editor: its own policy, never indexed, always fresh after a deploy.
    {
      path: '/admin/*',
      file: '/admin/**',
      headers: {
        'Content-Security-Policy': `${EDITOR_POLICY}; frame-ancestors 'none'`,
        'X-Robots-Tag': 'noindex, nofollow',
        'Cache-Control': 'no-cache',
      },
    },
  ];
}

/**
 * Rewrites of addresses that have no exported file to a page that does. `serveSource` is in
 * serve's path-to-regexp syntax, `hostSource` in the `_redirects` syntax, `nginxPattern` a regular
 * expression; `page` is the target page's address and `file` its file. `keep` lists the exported
 * pages the pattern must leave alone: serve and Cloudflare Pages apply a matching rewrite before
 * they look for a file (Netlify and nginx look first), so those hosts get one rule per page.
 */
export function rewriteRules({ knownBlogIds = [], blogFallbackId }: { knownBlogIds?: string[]; blogFallbackId: string }): RewriteRule[] {
  return [
    {
      // Blog posts the API publishes after the build open in the shared blog page, which reads
      // the id from the address. Ids with a dot are never rewritten, so Next's .txt data files
      // and the pre-rendered posts' own .html files stay untouched.
      serveSource: '/blogs/:id([^/.]+)',
      hostSource: '/blogs/*',
      nginxPattern: '^/blogs/[^/.]+$',
      page: `/blogs/${blogFallbackId}`,
      file: `/blogs/${blogFallbackId}.html`,
      keep: [...knownBlogIds, blogFallbackId].map((id) => `/blogs/${id}`),
    },
  ];
}

/** serve.json: globs for headers (matched against the file served), path-to-regexp for rewrites. */
export function toServeConfig({ headers, rewrites }: HostRules) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: headers.map((rule) => ({
      source: rule.file,
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
    // serve rewrites before it looks for a file, so pages the pattern would swallow come first.
    rewrites: rewrites.flatMap((rule) => [
      ...rule.keep.filter((page) => page !== rule.page).map((page) => ({ source: page, destination: `${page}.html` })),
      { source: rule.serveSource, destination: rule.file },
    ]),
  };
}

/** Netlify / Cloudflare Pages `_headers` (matched against the address). */
export function toHeadersFile({ headers }: HostRules): string {
  return headers
    .map((rule) => [rule.path, ...Object.entries(rule.headers).map(([key, value]) => `  ${key}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}

/**
 * Netlify / Cloudflare Pages `_redirects`: status 200 means rewrite, not redirect. Cloudflare
 * applies a rule before it looks for a file, so each exported page under the pattern (its HTML,
 * its .txt data and its folder of route segments) first maps to itself. Targets have no `.html`:
 * Cloudflare answers `x.html` with a redirect to `x`.
 */
export function toRedirectsFile({ rewrites }: HostRules): string {
  return rewrites
    .flatMap((rule) => [
      ...rule.keep.flatMap((page) => [`${page} ${page} 200`, `${page}.txt ${page}.txt 200`, `${page}/* ${page}/:splat 200`]),
      `${rule.hostSource} ${rule.page} 200`,
    ])
    .join('\n')
    .concat('\n');
}

/** nginx quoting: values in double quotes, with `"` and `\` escaped. */
const nginxString = (value: string) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`;

/**
 * The nginx rules, for inclusion in a `server` block that sets `listen` and `root` (the exported
 * out/ folder). nginx drops inherited add_header lines in any location that adds its own, so every
 * location repeats the headers that apply to it.
 */
export function toNginxConfig({ headers, rewrites }: HostRules): string {
  const common = headers.find((rule) => rule.path === '/*')?.headers ?? {};
  const addHeaders = (extra: Record<string, string> = {}) =>
    Object.entries({ ...common, ...extra }).map(([key, value]) => `    add_header ${key} ${nginxString(value)} always;`);
  const lines = [
    '# Generated by the build (scripts/build/host-rules.mjs) from scripts/hosts/host-rules.ts; do not edit by hand.',
    'index index.html;',
    'charset utf-8;',
    'charset_types text/plain application/json application/javascript text/css image/svg+xml application/xml application/rss+xml application/feed+json;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_min_length 512;',
    'gzip_types text/plain text/css application/javascript application/json image/svg+xml application/xml application/rss+xml application/feed+json application/manifest+json;',
    'error_page 404 /404.html;',
    '',
    'location / {',
    ...addHeaders(),
    // Clean URLs: /about_us is about_us.html, /courses/LAW is courses/LAW.html (before the folder).
    '    try_files $uri $uri.html $uri/index.html =404;',
    '}',
  ];
  for (const rule of headers.filter((rule) => rule.path !== '/*')) {
    const prefix = rule.path.replace(/\*$/, '');
    const type = rule.headers['Content-Type'];
    const extra = Object.fromEntries(Object.entries(rule.headers).filter(([key]) => key !== 'Content-Type'));
    lines.push('', `location ^~ ${prefix} {`);
    // The API's files have no extension; default_type names them without a second header.
    if (type) lines.push(`    default_type ${nginxString(type.split(';')[0])};`);
    lines.push(...addHeaders(extra), '    try_files $uri $uri.html =404;', '}');
  }
  for (const rule of rewrites) {
    lines.push('', `location ~ ${rule.nginxPattern} {`, ...addHeaders(), `    try_files $uri.html ${rule.file} =404;`, '}');
  }
  return lines.join('\n').concat('\n');
}
