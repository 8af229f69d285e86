import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { practiceTests } from '../lib/content/practice';
import { urls } from '../lib/urls';
import { expect, expectFitsWidths, expectNoAxeViolations, openPage, startTest, test } from './fixtures';

// The service worker is tested on its own copy of the export, served on its own port, so this
// spec can "deploy" a new version (a changed sw.js) without touching the site other specs use.
// E2E_OFFLINE_PORT lets two checkouts run this spec side by side.
const PORT = Number(process.env.E2E_OFFLINE_PORT ?? 4391);
const ORIGIN = `http://localhost:${PORT}`;
let site: string;
let server: ChildProcess;

// Each test installs a worker in a fresh browser and saves up to 1 MB (an exam's pack) into it: on
// a busy 2-core machine that alone takes 10–25 s, so these tests get twice the suite's limit.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ serviceWorkers: 'allow', baseURL: ORIGIN });

test.beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-site-'));
  fs.cpSync(path.resolve('out'), site, { recursive: true });
  server = spawn(path.resolve('node_modules/.bin/serve'), [site, '--listen', String(PORT), '--no-clipboard'], {
    env: { ...process.env, NO_UPDATE_CHECK: '1' },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${ORIGIN}/api/marquee/get`).catch(() => null))?.status ?? 0, { timeout: 15_000 }).toBe(200);
});

test.afterAll(() => {
  server?.kill();
  fs.rmSync(site, { recursive: true, force: true });
});

/** Opens a page and waits until the service worker has installed (precache done) and controls it. */
async function visitOnline(page: Page, route: string) {
  await page.goto(route);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** The addresses in this origin's caches whose name starts with `prefix`. */
async function cachedPaths(page: Page, prefix: string) {
  return page.evaluate(async (prefix) => {
    const paths: string[] = [];
    for (const name of (await caches.keys()).filter((key) => key.startsWith(prefix))) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  }, prefix);
}

/**
 * Flight mode, some time later: the browser's HTTP cache (where a fresh API answer may sit for a
 * few minutes) has expired, so only what the service worker saved is left.
 */
async function goOffline(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
}

test('a first visit saves no test; "Save CAT tests for offline use" saves that exam for flight mode, and visited pages are kept', async ({
  page,
  context,
}) => {
  const workerFetches: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) workerFetches.push(new URL(request.url()).pathname);
  });
  await visitOnline(page, urls.home);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await openPage(page, urls.about);
  // On mobile data a first visit pays for the app shell only: no test, no question bank.
  const shell = await cachedPaths(page, 'workbox-precache');
  expect(shell).toEqual(expect.arrayContaining(['/index.html', '/offline.html', '/manifest.webmanifest']));
  expect(shell.filter((address) => address.startsWith('/practice'))).toEqual([]);
  expect(workerFetches.filter((address) => address.startsWith('/practice'))).toEqual([]);
  expect(await cachedPaths(page, 'offline-pack-')).toEqual([]);

  // Pages visited online are kept: both games, and a blog post whose API call (never cached) fails offline as the spec says.
  await openPage(page, urls.sudoku);
  await openPage(page, urls.wordMaze);
  await page.goto(urls.blogPost('cat-preparation-plan'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const cat = practiceTests.all().filter((test) => test.exam === 'cat');
  const clat = practiceTests.all().find((test) => test.exam === 'clat')!;
  await openPage(page, urls.practice);
  const button = page.getByRole('button', { name: 'Save CAT tests for offline use' });
  const status = page.getByRole('status').filter({ hasText: /Saved|Could not|failed/ });
  const saved = /^Saved \d+ files: every CAT test now works offline, with your notebook, drills and progress\.$/;
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(saved, { timeout: 30_000 });
  await expectNoAxeViolations(page, 'practice page after saving');
  const pack = await cachedPaths(page, 'offline-pack-cat-');
  expect(pack).toEqual(expect.arrayContaining([urls.practice, urls.mistakes, urls.questionBank('cat'), ...cat.map((test) => test.href)]));
  expect(pack).not.toContain(clat.href);
  expect(pack).not.toContain(urls.questionBank('clat'));

  await goOffline(context, page);
  await openPage(page, cat[0].href);
  await startTest(page);
  await page.keyboard.press('a');
  await page.keyboard.press('n');
  await expect(page.locator('#practice-question-heading')).toContainText('Question 2');
  // The notebook, a topic drill and the analysis work offline too: the exam's question bank is in its pack.
  await page.getByRole('button', { name: 'Submit test' }).click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await page.goto(urls.mistakes);
  await expect(page.getByText(/questions in your notebook/)).toBeVisible();
  await expect(page.locator('[data-ref]').first()).toBeVisible();
  await page.goto(urls.topicDrill('reading-comprehension'));
  await page.getByRole('button', { name: 'Start the drill' }).click();
  await expect(page.locator('[data-ref]')).toBeVisible();
  await page.goto(urls.progress);
  await expect(page.getByRole('heading', { name: 'Your weakest topics', exact: true })).toBeVisible();

  // Another exam's test was not saved: the page says so and what to do.
  await page.goto(clat.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This test is not saved for offline use yet');
  // Offline the button still answers: what is saved stays saved.
  await openPage(page, urls.practice);
  await button.click();
  await expect(status).toHaveText(saved);

  await openPage(page, urls.sudoku);
  const blank = page.locator('input[aria-label^="Row "]:not([aria-label*="given"])').first();
  await blank.fill('5');
  await expect(blank).toHaveValue('5');

  await openPage(page, urls.wordMaze);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  await page.goto(urls.blogPost('cat-preparation-plan'));
  await expect(page.getByText('Failed to fetch the blog. Please try again later.')).toBeVisible();

  await page.goto(urls.store);
  await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
  const savedPages = page.getByRole('main').getByRole('list');
  await expect(page.getByText('You are offline; these pages are saved on this device:')).toBeVisible();
  await expect(savedPages.getByRole('link', { name: 'Practice Tests' })).toHaveAttribute('href', urls.practice);
  await expect(savedPages.getByRole('link', { name: 'Sudoku' })).toBeVisible();
  await expectNoAxeViolations(page, 'offline page');
  await context.setOffline(false);
});

test('a deploy is offered as "A new version is available — Reload" when the student is back online', async ({ page, context }) => {
  await visitOnline(page, urls.practice);
  await goOffline(context, page);
  // Meanwhile a new version is deployed.
  fs.appendFileSync(path.join(site, 'sw.js'), `\n// deploy ${Date.now()}\n`);
  await context.setOffline(false);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(prompt).toHaveText('A new version is available — Reload', { timeout: 15_000 });
  await expectNoAxeViolations(page, 'update prompt');
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Free practice tests' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'A new version is available' })).toHaveCount(0);
});

test('the manifest makes the site installable, and unregistering the worker leaves the site working', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Prep Gurus', start_url: '/', display: 'standalone', theme_color: '#1d3a8a' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await visitOnline(page, urls.home);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  await page.goto(urls.exams);
  await expect(page.getByRole('heading', { name: 'Compare entrance exams' })).toBeVisible();
});

test.describe('a test that cannot start offline says so (issue 43, item 4)', () => {
  /** The scripts a page of the served copy loads. */
  const scriptsOf = (file: string) =>
    [...fs.readFileSync(path.join(site, file), 'utf8').matchAll(/ src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]);

  test('a test page whose script failed to download is not kept: offline it says it is not saved and what to do; opened once online, it starts offline', async ({
    page,
    context,
  }) => {
    // No pack saved: a test is kept only by opening it.
    await visitOnline(page, urls.home);
    const practice = practiceTests.all()[0];
    // One of the test's own scripts (not the app shell's) fails to download, as on a dropped connection.
    const shell = new Set(['index.html', 'offline.html'].flatMap(scriptsOf));
    const own = path.join(
      site,
      scriptsOf(`${practice.href.slice(1)}.html`).find((script) => !shell.has(script))!,
    );
    fs.renameSync(own, `${own}.away`);
    try {
      await page.goto(practice.href);
      await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
      await goOffline(context, page);
      await page.goto(practice.href);
      await expect(page.getByRole('heading', { level: 1, name: 'This test is not saved for offline use yet' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Start/ })).toHaveCount(0);
      await expect(page.getByText('Connect to the internet (mobile data or Wi-Fi) and open this test once')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Practice tests', exact: true })).toHaveAttribute(
        'href',
        urls.practice,
      );
      await expectFitsWidths(page, 'test not saved for offline use', { widths: [375, 1280] });
    } finally {
      fs.renameSync(`${own}.away`, own);
    }

    // What it says to do works: opened once online, the test is kept with its files and starts offline.
    await context.setOffline(false);
    await openPage(page, practice.href);
    await expect.poll(() => cachedPaths(page, 'pages')).toContain(practice.href);
    await goOffline(context, page);
    await openPage(page, practice.href);
    await startTest(page);
    await context.setOffline(false);
  });
});
