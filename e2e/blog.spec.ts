import type { Page, Route } from '@playwright/test';
import { parseBlogContent } from '../lib/blog/markdown';
import { expect, test } from './fixtures';

const ERROR = 'Failed to fetch the blog. Please try again later.';

function json(body: unknown, status = 200) {
  return (route: Route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

const sample = {
  title: 'Fresh post',
  description: 'Published after the build.',
  createdAt: '2026-11-20T10:00:00.000Z',
  image: '',
  content: 'First paragraph.\nSecond paragraph.\n\nThird paragraph.',
};

async function expectFailure(page: Page) {
  const message = page.getByText(ERROR);
  await expect(message).toBeVisible();
  await expect(message).toHaveCSS('color', 'rgb(185, 28, 28)');
}

test('shows loading text, then a post from the embedded API with its date and image', async ({ page, visit, request }) => {
  const api = await (await request.get('/api/blogs/cat-preparation-plan')).json();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/blogs/cat-preparation-plan', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/blogs/cat-preparation-plan');
  await expect(page.getByRole('status')).toHaveText('Loading the blog…');
  release();

  await expect(page.getByRole('heading', { level: 1, name: api.title })).toBeVisible();
  await expect(page.getByText(api.description, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Published on/)).toHaveText('Published on 18 August 2026');
  const image = page.getByRole('img', { name: `Illustration: ${api.title}` });
  await expect(image).toHaveAttribute('src', `/uploads/${api.image}`);
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '675');
  // The content is Markdown, one block per line: its paragraphs, headings and list items all show.
  const { blocks } = parseBlogContent(api.content);
  const count = (kind: string) => blocks.filter((block) => block.kind === kind).length;
  await expect(page.locator('article p:not([class])')).toHaveCount(count('paragraph'));
  // (Outside the contents list, which repeats the headings as links.)
  await expect(page.locator('article h2:not(nav *)')).toHaveCount(count('heading'));
  const items = blocks.flatMap((block) => (block.kind === 'list' ? block.items : []));
  await expect(page.locator('article li:not(nav *)')).toHaveCount(items.length);
  await visit('/blogs/cat-preparation-plan');
});

test('splits content at line breaks, shows markup from the server as text and has no image when none is given', async ({ page, visit }) => {
  await page.route(
    '**/api/blogs/clat-exam-pattern',
    json({ ...sample, title: '<i>Tags</i> stay text', content: '<script>window.hacked = 1</script>\n<b>bold?</b>\n\nLast line' }),
  );
  await visit('/blogs/clat-exam-pattern');
  await expect(page.getByRole('heading', { level: 1, name: '<i>Tags</i> stay text' })).toBeVisible();
  const paragraphs = page.locator('article p:not([class])');
  await expect(paragraphs).toHaveText(['<script>window.hacked = 1</script>', '<b>bold?</b>', 'Last line']);
  await expect(page.locator('article i, article b, article script, article img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});

const failures: Record<string, (route: Route) => Promise<void>> = {
  'a server error': json(sample, 500),
  'a body that is not JSON': (route) => route.fulfill({ contentType: 'application/json', body: 'Service Unavailable' }),
  'missing fields': json({ title: 'Only a title' }),
  'a date that is not a date': json({ ...sample, createdAt: 'yesterday' }),
  'a network failure': (route) => route.abort('connectionrefused'),
};

for (const [name, respond] of Object.entries(failures)) {
  test(`shows the error in red after ${name}`, async ({ page, visit }) => {
    await page.route('**/api/blogs/ipmat-preparation-tips', respond);
    await visit('/blogs/ipmat-preparation-tips');
    await expectFailure(page);
  });
}

test('shows the error when the API takes longer than 10 seconds', async ({ page, pageErrors }) => {
  // The page's clock stands still but for runFor, so a slow machine cannot add real seconds.
  const now = new Date('2026-11-21T10:00:00+05:30');
  await page.clock.install({ time: now });
  await page.clock.pauseAt(new Date(now.getTime() + 1_000));
  await page.route('**/api/blogs/ipmat-preparation-tips', () => undefined);
  const requested = page.waitForRequest('**/api/blogs/ipmat-preparation-tips');
  await page.goto('/blogs/ipmat-preparation-tips');
  await requested;
  await page.clock.runFor(9_000);
  await expect(page.getByRole('status')).toHaveText('Loading the blog…');
  await page.clock.runFor(1_500);
  await expectFailure(page);
  expect(pageErrors).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('opens a post the API published after the build, through the shared blog page', async ({ page, visit }) => {
  const calls: string[] = [];
  await page.route('**/api/blogs/**', async (route) => {
    calls.push(new URL(route.request().url()).pathname);
    await json(sample)(route);
  });
  const response = await page.request.get('/blogs/brand-new-post');
  expect(response.status()).toBe(200);
  await visit('/blogs/brand-new-post', { axe: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh post' })).toBeVisible();
  await expect(page).toHaveURL('/blogs/brand-new-post');
  await expect(page.getByText(/^Published on/)).toHaveText('Published on 20 November 2026');
  expect(calls).toEqual(['/api/blogs/brand-new-post']);
});

test('encodes the id in the API call', async ({ page, visit }) => {
  const calls: string[] = [];
  await page.route('**/api/blogs/**', async (route) => {
    calls.push(new URL(route.request().url()).pathname);
    await json(sample)(route);
  });
  await visit('/blogs/caf%C3%A9%20notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh post' })).toBeVisible();
  expect(calls).toEqual(['/api/blogs/caf%C3%A9%20notes']);
});

test('shows the error for a post that does not exist', async ({ page, visit }) => {
  await visit('/blogs/no-such-post', { axe: true });
  await expectFailure(page);
});
