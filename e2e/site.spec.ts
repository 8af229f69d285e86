import { parse } from 'node-html-parser';
import { exportedRoutes } from './exportedRoutes';
import { expect, expectNoAxeViolations, preloadAxe, RESPONSIVE, test, waitForHydration } from './fixtures';
import { claim, claimAddress, linkedAddresses } from './linkChecks';

const routes = exportedRoutes();

/** Splits a list into groups of `size`, so each test does a share small enough for its time limit. */
const inGroups = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

test('the export has every route of the spec', () => {
  for (const route of [
    '/',
    '/about_us',
    '/courses/MBA',
    '/courses/LAW',
    '/courses/BBA',
    '/career-guidance',
    '/store',
    '/games',
    '/games/sudoku',
    '/games/word-maze',
    '/enroll',
  ]) {
    expect(routes).toContain(route);
  }
  expect(routes.length).toBeGreaterThan(70);
});

for (const group of inGroups(routes, 15)) {
  test(`every page answers 200 with its own title, a description and a canonical address: ${group[0]} … ${group.at(-1)}`, async ({
    request,
  }) => {
    for (const route of group) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = parse(await response.text());
      const title = html.querySelector('title')?.textContent ?? '';
      expect(title, `${route} has a title`).toMatch(/ – Prep Gurus$|^Prep Gurus – /);
      // Titles are claimed across the run's tests and workers (e2e/linkChecks.ts).
      const holder = claim(`title:${title}`, route);
      expect(holder, `${route} shares its title with ${holder}`).toBeUndefined();
      const description = html.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description.length, `${route} has a description`).toBeGreaterThan(40);
      expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href'), route).toBe(
        `https://www.prepgurus.in${route === '/' ? '' : route}`,
      );
      expect(html.querySelector('meta[property="og:image"]')?.getAttribute('content'), route).toBe('https://www.prepgurus.in/og-image.jpg');
      expect(response.headers()['content-security-policy'], route).toContain("frame-ancestors 'none'");
      const policy = html.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
      expect(policy, route).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;/);
      expect(policy, route).not.toMatch(/(?<!wasm-)unsafe-eval|script-src[^;]*unsafe-inline/);
    }
  });
}

test('sitemap.xml lists every page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https:\/\/www\.prepgurus\.in([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
  expect(listed.sort()).toEqual(routes);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://www.prepgurus.in/sitemap.xml');
});

for (const group of inGroups(routes, 10)) {
  test(`before any JavaScript runs, no page is wider than a phone of 320 or 375 px: ${group[0]} … ${group.at(-1)}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 }, isMobile: true });
    const page = await context.newPage();
    const wide: string[] = [];
    for (const route of group) {
      await page.goto(route);
      // One load, two widths: without JavaScript the page only reflows.
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 640 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) wide.push(`${route} at ${width} px (+${overflow}px)`);
      }
      await page.setViewportSize({ width: 320, height: 640 });
    }
    await context.close();
    expect(wide).toEqual([]);
  });
}

// Every address the exported pages link or load, checked once per run, a few dozen per test.
const linked = linkedAddresses(routes);
for (const group of inGroups([...linked.keys()].sort(), 40)) {
  test(`linked addresses ${group[0]} … ${group.at(-1)} answer 200`, async ({ request }) => {
    for (const address of group) {
      // A fresh connection each time: reusing a pooled one just as serve's keep-alive timeout
      // closes it resets the request.
      const response = await request.get(address, { headers: { Connection: 'close' } });
      expect(response.status(), `${linked.get(address)} → ${address}`).toBe(200);
    }
  });
}

/**
 * The walk: every route at both widths, a few routes per test on one page. axe is preloaded into
 * the test's browser context (fixtures.ts), so a route costs a page load plus one axe run, about
 * a second on this machine at rest, instead of 10-25 s with @axe-core/playwright, which injected
 * axe anew and opened a blank page on every run. Checks are soft, so a failing test names every
 * route of its group that fails, not just the first.
 */
const groups = inGroups(routes, 6);

for (const group of groups) {
  test(
    `${group[0]} … ${group.at(-1)} load cleanly: no errors, no other hosts, no CSP violations, axe passes, links resolve`,
    RESPONSIVE,
    async ({ page, request, pageErrors, thirdPartyRequests }, testInfo) => {
      // Asked for so that an uncaught error or a request to another host fails the test.
      void pageErrors;
      void thirdPartyRequests;
      await preloadAxe(page.context());
      let current = '';
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${current}: ${message.text()}`);
      });
      for (const route of group) {
        current = route;
        await page.goto(route);
        await waitForHydration(page);
        await expectNoAxeViolations(page, route, { soft: true });
        // Nothing sticks out sideways (on phones that would zoom the whole page out).
        expect
          .soft(
            await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            `${route} scrolls sideways`,
          )
          .toBe(0);
        // On the phone project, also at 320 px once hydrated (the smallest phones still sold).
        if (testInfo.project.name === 'mobile') {
          const { width, height } = page.viewportSize()!;
          await page.setViewportSize({ width: 320, height });
          expect
            .soft(
              await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
              `${route} scrolls sideways at 320 px`,
            )
            .toBe(0);
          await page.setViewportSize({ width, height });
        }
        // Headings never skip a level on the way down (screen-reader users navigate by them).
        const skipped = await page.evaluate(() => {
          const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
            level: Number(heading.tagName[1]),
            text: heading.textContent?.trim() ?? '',
          }));
          return levels
            .filter((heading, index) => index > 0 && heading.level > levels[index - 1].level + 1)
            .map((heading) => `h${heading.level} ${heading.text}`);
        });
        expect.soft(skipped, `${route}: headings that skip a level`).toEqual([]);

        const references = await page.evaluate(() =>
          [...document.querySelectorAll('a[href], link[href], script[src], img[src]')]
            .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
            .map((value) => new URL(value, location.href))
            .filter((url) => url.origin === location.origin)
            .map((url) => url.pathname),
        );
        // Addresses in the exported HTML have their own tests; one only the browser added is
        // checked by whichever walk test meets it first (e2e/linkChecks.ts).
        for (const reference of new Set(references)) {
          if (linked.has(reference) || !claimAddress(reference)) continue;
          // A fresh connection each time: between routes the pooled one sits idle while axe runs, and
          // reusing it just as the server's keep-alive timeout closes it resets the request.
          const response = await request.get(reference, { headers: { Connection: 'close' } });
          expect.soft(response.status(), `${route} → ${reference}`).toBe(200);
        }
      }
      expect(consoleErrors).toEqual([]);
    },
  );
}
