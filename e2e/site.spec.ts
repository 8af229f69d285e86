import { parse } from 'node-html-parser';
import { exportedRoutes, walkedRoutes } from './exportedRoutes';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, preloadAxe, sidewaysScroll, test, waitForHydration } from './fixtures';
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
        const overflow = await sidewaysScroll(page);
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
 * The walk: every route at 1280, 375 and 320 px, eight routes per test on one page. Each route is
 * loaded once, at the laptop width, and then narrowed: a resize costs a reflow, where a second
 * load in a phone-sized context cost a navigation, hydration and a fresh axe run on a cold page
 * (about 1.8 s a route for all three widths against 3.4 s for two loads, measured on this 2-core
 * machine). The walk's context prefers reduced motion: the marquee, the bouncing games button and
 * the carousels then stand still, which takes a third off every axe run (it no longer competes with
 * the compositor); the first test below runs the same checks on the home page in motion, so the
 * animated header, banner and footer that every page shares are still checked. axe-core is
 * preloaded into the context (fixtures.ts). Checks are soft, so a failing test names every route
 * of its group that fails, not just the first.
 */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
  { width: 320, height: 640 },
];

async function walk(page: Page, request: APIRequestContext, route: string) {
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(route);
  await waitForHydration(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // axe at the laptop and the common phone width; the 320 px pass only measures the width.
    if (size.width !== 320) await expectNoAxeViolations(page, `${route} at ${size.width} px`, { soft: true });
    // Nothing sticks out sideways (on phones that would zoom the whole page out).
    expect.soft(await sidewaysScroll(page), `${route} scrolls sideways at ${size.width} px`).toBe(0);
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
  // Addresses in the exported HTML have their own tests; one only the browser added is checked by
  // whichever walk test meets it first (e2e/linkChecks.ts).
  for (const reference of new Set(references)) {
    if (linked.has(reference) || !claimAddress(reference)) continue;
    // A fresh connection each time: between routes the pooled one sits idle while axe runs, and
    // reusing it just as the server's keep-alive timeout closes it resets the request.
    const response = await request.get(reference, { headers: { Connection: 'close' } });
    expect.soft(response.status(), `${route} → ${reference}`).toBe(200);
  }
}

/** Runs `check` on a fresh page of a context with axe preloaded; fails on console errors. */
async function inWalkContext(
  browser: Browser,
  origin: string,
  reducedMotion: 'reduce' | 'no-preference',
  check: (page: Page, setRoute: (route: string) => void) => Promise<void>,
) {
  const context = await browser.newContext({ reducedMotion, serviceWorkers: 'block' });
  await preloadAxe(context);
  const page = await context.newPage();
  let current = '';
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${current}: ${message.text()}`);
  });
  page.on('pageerror', (error) => pageErrors.push(`${current}: ${error}`));
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^(https?|wss?):/.test(url) && !url.startsWith(origin)) thirdParty.push(`${current}: ${url}`);
  });
  const csp: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => csp.push(`${current}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`,
      );
    });
  });
  await check(page, (route) => (current = route));
  await context.close();
  expect(consoleErrors, 'console errors').toEqual([]);
  expect(pageErrors, 'uncaught page errors').toEqual([]);
  expect(thirdParty, 'requests to other hosts').toEqual([]);
  expect(csp, 'Content-Security-Policy violations').toEqual([]);
}

test('the home page in motion (marquee, games button, carousels) passes axe and fits at 1280, 375 and 320 px', async ({
  browser,
  request,
  baseURL,
}) => {
  await inWalkContext(browser, new URL(baseURL!).origin, 'no-preference', async (page, setRoute) => {
    setRoute('/');
    await walk(page, request, '/');
  });
});

for (const group of inGroups(walkedRoutes(), 8)) {
  test(`${group[0]} … ${group.at(-1)} load cleanly at 1280, 375 and 320 px: no errors, no other hosts, no CSP violations, axe passes, links resolve`, async ({
    browser,
    request,
    baseURL,
  }) => {
    await inWalkContext(browser, new URL(baseURL!).origin, 'reduce', async (page, setRoute) => {
      for (const route of group) {
        setRoute(route);
        await walk(page, request, route);
      }
    });
  });
}
