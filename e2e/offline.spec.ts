import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { practiceTests } from '../lib/content/practice';
import { urls } from '../lib/urls';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The service worker is tested on its own copy of the export, served on its own port, so this
// spec can "deploy" a new version (a changed sw.js) without touching the site other specs use.
const PORT = 4391;
const ORIGIN = `http://localhost:${PORT}`;
let site: string;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });
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

/**
 * Flight mode, some time later: the browser's HTTP cache (where a fresh API answer may sit for a
 * few minutes) has expired, so only what the service worker saved is left.
 */
async function goOffline(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
}

test('after one visit, practice tests and both games work in flight mode; other pages get the offline page', async ({ page, context }) => {
  await visitOnline(page, urls.home);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // A blog post visited online is kept, and its API call (never cached) fails offline as the spec says.
  await page.goto(urls.blogPost('cat-preparation-plan'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await goOffline(context, page);

  await page.goto(urls.practice);
  await expect(page.getByRole('heading', { name: 'Free practice tests' })).toBeVisible();
  const practice = practiceTests.all()[0];
  await page.goto(practice.href);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page.locator('#practice-question-heading')).toContainText('Question 1');
  await page.keyboard.press('a');
  await page.keyboard.press('n');
  await expect(page.locator('#practice-question-heading')).toContainText('Question 2');

  await page.goto(urls.sudoku);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const blank = page.locator('input[aria-label^="Row "]:not([aria-label*="given"])').first();
  await blank.fill('5');
  await expect(blank).toHaveValue('5');

  await page.goto(urls.wordMaze);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  await page.goto(urls.blogPost('cat-preparation-plan'));
  await expect(page.getByText('Failed to fetch the blog. Please try again later.')).toBeVisible();

  await page.goto(urls.store);
  await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
  const saved = page.getByRole('main').getByRole('list');
  await expect(page.getByText('You are offline; these pages are saved on this device:')).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Practice Tests' })).toHaveAttribute('href', urls.practice);
  await expect(saved.getByRole('link', { name: 'Sudoku' })).toBeVisible();
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
