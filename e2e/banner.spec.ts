import marquee from '../content/marquee.json';
import { expect, test } from './fixtures';

const MARQUEE = '**/api/marquee/get';
const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Announcement' });

test('shows the announcement from the embedded API, linked, scrolling at marquee speed', async ({ page, visit }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/marquee/get')) calls += 1;
  });
  await visit('/');
  const link = banner(page).getByRole('link', { name: marquee.text });
  await expect(link).toHaveAttribute('href', marquee.link);
  const track = link.locator('span').first();
  await expect(track).toHaveCSS('animation-name', /scroll/);
  await expect(track).toHaveCSS('animation-play-state', 'running');
  // scroll amount 5 every 85 ms: the travel distance divided by ~58.8 px/s.
  // The duration is set from the width the browser reports after layout (a ResizeObserver).
  await expect
    .poll(() =>
      track.evaluate((element) => {
        const width = (element as HTMLElement).offsetWidth;
        return Math.abs(parseFloat(getComputedStyle(element).animationDuration) - width / (5 / 0.085));
      }),
    )
    .toBeLessThan(0.05);
  expect(calls).toBe(1);
});

test('pauses on hover, on focus and with its pause button', async ({ page, visit }) => {
  await visit('/');
  const link = banner(page).getByRole('link', { name: marquee.text });
  const track = link.locator('span').first();
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(track).toHaveCSS('animation-play-state', 'running');
  // The link box stands still while its text moves inside it.
  await link.hover();
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await page.getByRole('heading', { level: 1 }).hover();
  await link.focus();
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await link.blur();
  const pause = banner(page).getByRole('button', { name: 'Pause announcement' });
  await pause.click();
  await page.getByRole('heading', { level: 1 }).hover();
  await pause.blur();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(track).toHaveCSS('animation-play-state', 'paused');
});

test('stands still for visitors who prefer reduced motion', async ({ page, visit }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit('/');
  const track = banner(page).getByRole('link', { name: marquee.text }).locator('span').first();
  await expect(track).toHaveCSS('animation-name', 'none');
});

const failures: Record<string, Parameters<import('@playwright/test').Route['fulfill']>[0]> = {
  'a server error': { status: 500, contentType: 'application/json', body: '{"text":"must not show","link":"/"}' },
  'a body that is not JSON': { status: 200, contentType: 'application/json', body: '<html>oops' },
  'JSON with the wrong fields': { status: 200, contentType: 'application/json', body: '{"message":"hello","url":"/"}' },
  'fields of the wrong type': { status: 200, contentType: 'application/json', body: '{"text":42,"link":null}' },
};

for (const [name, response] of Object.entries(failures)) {
  test(`stays empty, silently, after ${name}`, async ({ page, visit }) => {
    await page.route(MARQUEE, (route) => route.fulfill(response));
    await visit('/');
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText('must not show')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('stays empty when the API does not answer within 10 seconds', async ({ page, pageErrors }) => {
  // The page's clock stands still but for runFor, so a slow machine cannot add real seconds.
  const now = new Date('2026-11-21T10:00:00+05:30');
  await page.clock.install({ time: now });
  await page.clock.pauseAt(new Date(now.getTime() + 1_000));
  let aborted = false;
  // The request is held unanswered; the page must give up on its own.
  await page.route(MARQUEE, () => undefined);
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/api/marquee/get')) aborted = true;
  });
  const requested = page.waitForRequest('**/api/marquee/get');
  await page.goto('/', { waitUntil: 'load' });
  // The timer starts with the request, which may come after the load event.
  await requested;
  await page.clock.runFor(9_000);
  expect(aborted).toBe(false);
  await page.clock.runFor(1_500);
  await expect.poll(() => aborted).toBe(true);
  await expect(banner(page)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('never follows a dangerous link from the API', async ({ page, visit }) => {
  await page.route(MARQUEE, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ text: 'Click me', link: 'javascript:alert(1)' }) }),
  );
  await visit('/');
  await expect(banner(page).getByRole('link', { name: 'Click me' })).toHaveAttribute('href', '#');
});

test('shows server text as text, never as markup', async ({ page, visit }) => {
  await page.route(MARQUEE, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ text: '<b>Bold</b> <img src=x>', link: '/' }) }),
  );
  await visit('/');
  await expect(banner(page).getByRole('link', { name: '<b>Bold</b> <img src=x>' })).toBeVisible();
  await expect(banner(page).locator('b, img')).toHaveCount(0);
});
