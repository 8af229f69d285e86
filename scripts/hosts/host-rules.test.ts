import {
  documentPolicy,
  headerRules,
  HEADER_CSP,
  rewriteRules,
  toHeadersFile,
  toNginxConfig,
  toRedirectsFile,
  toServeConfig,
} from './host-rules';

describe('host rules', () => {
  it('builds a page policy that allows only its own inline scripts', () => {
    const policy = documentPolicy({ scriptHashes: ['abc=', 'def='], apiOrigin: undefined });
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=' 'sha256-def='");
    expect(policy).not.toMatch(/(?<!wasm-)unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain('frame-src https://www.google.com');
    // frame-ancestors is ignored (and warned about) in <meta>; the header carries it.
    expect(policy).not.toContain('frame-ancestors');
    expect(HEADER_CSP).toContain("frame-ancestors 'none'");
  });

  it('lets the page reach a separately configured API', () => {
    const policy = documentPolicy({ scriptHashes: [], apiOrigin: 'https://api.example.in' });
    expect(policy).toContain("connect-src 'self' https://api.example.in");
    expect(policy).toContain("img-src 'self' data: https://api.example.in");
  });

  const rules = { headers: headerRules(), rewrites: rewriteRules({ knownBlogIds: ['cat-plan'], blogFallbackId: '__post' }) };

  it('writes serve.json with known posts before the blog fallback', () => {
    const config = toServeConfig(rules);
    expect(config.rewrites).toEqual([
      { source: '/blogs/cat-plan', destination: '/blogs/cat-plan.html' },
      { source: '/blogs/:id([^/.]+)', destination: '/blogs/__post.html' },
    ]);
    expect(config.headers.find((rule) => rule.source === '/api/**')?.headers).toContainEqual({
      key: 'Content-Type',
      value: 'application/json; charset=utf-8',
    });
    expect(config.headers.length).toBeLessThanOrEqual(50);
  });

  it('writes _headers and _redirects for static hosts', () => {
    const headers = toHeadersFile(rules);
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: frame-ancestors 'none'/);
    expect(headers).toContain('X-Content-Type-Options: nosniff');
    expect(headers).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(headers).toContain('Permissions-Policy: ');
    // Cloudflare Pages applies rules before files: exported posts, their data and segment files
    // map to themselves first; targets have no .html (Cloudflare redirects x.html to x).
    expect(toRedirectsFile(rules).split('\n')).toEqual([
      '/blogs/cat-plan /blogs/cat-plan 200',
      '/blogs/cat-plan.txt /blogs/cat-plan.txt 200',
      '/blogs/cat-plan/* /blogs/cat-plan/:splat 200',
      '/blogs/__post /blogs/__post 200',
      '/blogs/__post.txt /blogs/__post.txt 200',
      '/blogs/__post/* /blogs/__post/:splat 200',
      '/blogs/* /blogs/__post 200',
      '',
    ]);
  });

  it('writes nginx rules with clean URLs, the 404 page, headers in every location and the blog rewrite', () => {
    const conf = toNginxConfig(rules);
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('gzip on;');
    // nginx drops inherited add_header lines in a location with its own: each repeats them.
    const locations = conf.split(/\nlocation /).slice(1);
    // /, /api/, /_next/static/, /sw.js, the content editor and the blog rewrite.
    expect(locations).toHaveLength(6);
    for (const block of locations) expect(block).toContain(`add_header X-Content-Type-Options "nosniff" always;`);
    expect(conf).toMatch(/location \^~ \/_next\/static\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
    expect(conf).toMatch(/location \^~ \/api\/ \{\n {4}default_type "application\/json";/);
    expect(conf).toMatch(/location \^~ \/sw\.js \{[^}]*Cache-Control "no-cache"/);
    // The content editor's own policy replaces the site's header there, frame-ancestors included.
    expect(conf).toMatch(/location \^~ \/admin\/ \{[^}]*Content-Security-Policy "default-src 'self'; script-src 'self';[^"]*frame-ancestors 'none'"[^}]*X-Robots-Tag "noindex, nofollow"/);
    expect(conf).toContain('location ~ ^/blogs/[^/.]+$ {');
    expect(conf).toContain('try_files $uri.html /blogs/__post.html =404;');
    expect(conf).toContain(
      `add_header Content-Security-Policy "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'" always;`,
    );
  });
});
