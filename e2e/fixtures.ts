import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const AXE_SCRIPT = createRequire(__filename).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;
const readAxe = () => (axeSource ??= fs.readFileSync(AXE_SCRIPT, 'utf8'));

/**
 * Makes axe part of every page the context opens from now on, as an init script (outside the
 * page's CSP). The renderer compiles the 550 kB script once and reuses it on each navigation, so
 * a walk over many routes pays a few milliseconds a page instead of a second to inject it each
 * time (and @axe-core/playwright also opened a blank page per run to assemble results).
 */
export async function preloadAxe(context: BrowserContext) {
  await context.addInitScript({ path: AXE_SCRIPT });
}

/** Runs axe (WCAG 2.2 A/AA) on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label = page.url(), { soft = false } = {}) {
  // A page opened without preloadAxe gets it now (about a second on this machine).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readAxe());
  // Let pending renders paint and colour transitions end first: a button that a late state
  // update enables fades from its disabled colours over 150 ms, and axe would measure the contrast
  // of a colour halfway there (seen on Sudoku's Check Solution once axe ran right after hydration).
  // Long lists render their off-screen items lazily (content-visibility: auto: the review, the
  // notebook); axe would measure those items against whatever is painted at their place (seen as
  // the footer's colour behind a notebook card below the fold). Everything is rendered while axe runs.
  await page.evaluate(async () => {
    const style = document.createElement('style');
    style.dataset.axeRenderAll = '';
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
  await page.evaluate(() => document.querySelector('style[data-axe-render-all]')?.remove());
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.targets.map((target) => `    ${target}`).join('\n')}`,
  );
  (soft ? expect.soft : expect)(summary, `axe violations on ${label}`).toEqual([]);
}

/** How far the page scrolls sideways, in px: 0 when nothing sticks out (on a phone that would zoom the page out). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Sets each width in turn and checks the page as it is there: nothing scrolls sideways, and axe
 * passes at the phone and laptop widths. At 320 px only the width is checked, as in the whole-site
 * walk (site.spec.ts). `atEachWidth` adds the caller's own check at every width, before axe.
 */
export async function expectFitsWidths(
  page: Page,
  label: string,
  {
    widths = [320, 375, 1280],
    height = 800,
    atEachWidth,
  }: { widths?: number[]; height?: number; atEachWidth?: (width: number) => Promise<void> } = {},
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    expect(await sidewaysScroll(page), `${label} scrolls sideways at ${width} px`).toBe(0);
    await atEachWidth?.(width);
    if (width !== 320) await expectNoAxeViolations(page, `${label} at ${width} px`);
  }
}

/** Resolves once the page's client code has taken over (the layout marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a path in `page` (any page, such as one of a second context) and waits until it has hydrated. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Starts the practice test open in `page` from its intro screen, and waits for question 1. */
export async function startTest(page: Page) {
  await page.getByRole('button', { name: 'Start the test', exact: true }).click();
  await expect(page.locator('#practice-question-heading')).toContainText('Question 1');
}

/**
 * Resolves once the Swiper carousel inside `region` has finished sliding. Its animation runs on the
 * real clock even under page.clock, and Swiper ignores a looped slide change asked for mid-slide.
 */
export async function carouselSettled(region: Locator) {
  await expect
    .poll(() =>
      region
        .locator('.swiper')
        .first()
        .evaluate((element) => (element as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating),
    )
    .toBe(false);
}

type Fixtures = {
  /**
   * Opens a path of the site and waits until React has hydrated it (every control works). Axe
   * runs on every route at both widths in site.spec.ts; feature specs ask for it (`axe: true`)
   * only for states that walk does not see, such as an open dialog.
   */
  visit: (path: string, options?: { axe?: boolean }) => Promise<void>;
  /** Requests to any other host; every test fails if one happens, unless it opts in. */
  thirdPartyRequests: string[];
  allowThirdPartyRequests: boolean;
  /** Uncaught errors in the page; every test fails if one happens. */
  pageErrors: Error[];
  /** Content-Security-Policy violations the page reports; every test fails if one happens. */
  cspViolations: string[];
};

export const test = base.extend<Fixtures>({
  allowThirdPartyRequests: [false, { option: true }],

  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
    expect(errors.map(String), 'uncaught page errors').toEqual([]);
  },

  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  thirdPartyRequests: async ({ page, baseURL, allowThirdPartyRequests }, use) => {
    const origin = new URL(baseURL!).origin;
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      // Only network requests count: data:, blob: and hand-offs such as mailto: leave no trace elsewhere.
      if (/^(https?|wss?):/.test(url) && !url.startsWith(origin)) requests.push(url);
    });
    await use(requests);
    if (!allowThirdPartyRequests) expect(requests, 'requests to other hosts').toEqual([]);
  },

  visit: async ({ page, pageErrors, thirdPartyRequests }, use) => {
    void pageErrors;
    void thirdPartyRequests;
    await use(async (path, { axe = false } = {}) => {
      await openPage(page, path);
      if (axe) await expectNoAxeViolations(page, path);
    });
  },
});

export { expect };

export const isMobile = (projectName: string) => projectName === 'mobile';

/**
 * Tags for the two projects of playwright.config.ts: feature specs run once, at the laptop width,
 * unless their behaviour depends on the width. `RESPONSIVE` runs a test at both widths,
 * `MOBILE_ONLY` only at the phone width.
 */
export const RESPONSIVE = { tag: '@responsive' };
export const MOBILE_ONLY = { tag: '@mobile-only' };
