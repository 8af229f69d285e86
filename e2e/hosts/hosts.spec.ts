import { expect, test } from './hostFixtures';
import { parse } from 'node-html-parser';
import { COMMON_HEADERS } from '../../scripts/hosts/host-rules';
import { exportedRoutes } from '../exportedRoutes';

// Smoke tests of the exported site on real hosts (nginx with the generated configuration, and
// Cloudflare's Pages runtime reading out/_headers and out/_redirects). Run by `npm run test:hosts`.

const routes = exportedRoutes();

function expectSecurityHeaders(headers: Record<string, string>, label: string) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
}

// In groups of 25, so each test stays well inside its limit on a busy machine: all routes in one
// test took 37 s of its 60 s on Cloudflare's runtime with the machine loaded ten times over.
const GROUPS = Array.from({ length: Math.ceil(routes.length / 25) }, (_, index) => routes.slice(index * 25, (index + 1) * 25));

for (const group of GROUPS) {
  test(`every exported route answers 200 with the security headers and its own policy: ${group[0]} … ${group.at(-1)}`, async ({ request }) => {
    for (const route of group) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toMatch(/^text\/html/);
      expectSecurityHeaders(response.headers(), route);
      const html = parse(await response.text());
      expect(html.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'), route).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;/);
      expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href'), route).toMatch(new RegExp(`${route === '/' ? '' : route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    }
  });
}

test('an unknown address answers 404 with the error screen', async ({ request }) => {
  for (const path of ['/no/such/page', '/courses/LAW/MA_LLB', '/store/product/none']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expectSecurityHeaders(response.headers(), path);
    expect(await response.text(), path).toContain('Unexpected Application Error!');
  }
});

test('a blog id that was never exported opens the shared blog page; exported posts and their data stay as they are', async ({ request }) => {
  const fresh = await request.get('/blogs/published-after-the-build', { maxRedirects: 0 });
  expect(fresh.status()).toBe(200);
  expect(parse(await fresh.text()).querySelector('title')?.textContent).toBe('Blog – Prep Gurus');

  const exported = routes.filter((route) => route.startsWith('/blogs/'));
  expect(exported.length).toBeGreaterThan(0);
  for (const route of exported) {
    const page = await request.get(route, { maxRedirects: 0 });
    expect(page.status(), route).toBe(200);
    expect(parse(await page.text()).querySelector('title')?.textContent, route).not.toBe('Blog – Prep Gurus');
    const data = await request.get(`${route}.txt`, { maxRedirects: 0 });
    expect(data.status(), `${route}.txt`).toBe(200);
    expect(await data.text(), `${route}.txt`).not.toContain('<html');
  }
});

test('the API answers JSON', async ({ request }) => {
  const response = await request.get('/api/marquee/get');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expectSecurityHeaders(response.headers(), '/api/marquee/get');
  expect(Object.keys(await response.json())).toEqual(expect.arrayContaining(['text', 'link']));
  const blog = await request.get(`/api/blogs/${routes.find((route) => route.startsWith('/blogs/'))!.slice('/blogs/'.length)}`);
  expect(blog.headers()['content-type']).toMatch(/^application\/json/);
  expect(await blog.json()).toHaveProperty('title');
});

test('Next.js static files are cached for a year as immutable', async ({ request }) => {
  const html = parse(await (await request.get('/')).text());
  const scripts = html.querySelectorAll('script[src^="/_next/static/"]').map((script) => script.getAttribute('src')!);
  expect(scripts.length).toBeGreaterThan(0);
  const response = await request.get(scripts[0]);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-type']).toMatch(/javascript/);
});

test('nginx compresses text with gzip', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'nginx', 'wrangler pages dev leaves compression to the Cloudflare edge');
  // Files under gzip_min_length (the short marquee) go out as they are.
  const post = routes.find((route) => route.startsWith('/blogs/'))!;
  for (const path of ['/', post, `/api${post}`]) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['content-encoding'], path).toBe('gzip');
  }
});

test('a post published after the build renders in the browser through the rewrite', async ({ page }) => {
  await page.route('**/api/blogs/published-after-the-build', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ title: 'Fresh post', description: 'After the build.', createdAt: '2026-11-20T10:00:00.000Z', image: '', content: 'Hello.' }),
    }),
  );
  await page.goto('/blogs/published-after-the-build');
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh post' })).toBeVisible();
  await expect(page).toHaveURL(/\/blogs\/published-after-the-build$/);
});
