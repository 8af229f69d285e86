import { documentPolicy, headerRules, HEADER_CSP, rewriteRules, toHeadersFile, toRedirectsFile, toServeConfig } from './host-rules.mjs';

describe('host rules', () => {
  it('builds a page policy that allows only its own inline scripts', () => {
    const policy = documentPolicy({ scriptHashes: ['abc=', 'def='], apiOrigin: undefined });
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
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
    expect(toRedirectsFile(rules)).toBe('/blogs/* /blogs/__post.html 200\n');
  });
});
