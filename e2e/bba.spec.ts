import { bbaHub } from '../lib/content/bbaHub';
import { examGuides } from '../lib/content/exams';
import { SPEC_EXAM_GUIDES } from '../lib/test-utils/specRoutes';
import { expect, test, waitForHydration } from './fixtures';

const hub = bbaHub.get();

test('links the six exam guides', async ({ page, visit }) => {
  await visit('/courses/BBA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hub.title);
  const links = page.getByRole('main').getByRole('list').last().getByRole('link');
  expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(
    SPEC_EXAM_GUIDES.map((slug) => `/exam/${slug}`),
  );
  for (const { name } of examGuides.all()) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('types the four questions in turn, each over its own picture', async ({ page }) => {
  const start = new Date('2026-11-21T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto('/courses/BBA');
  const headline = page.locator('[data-typed]');
  const current = page.locator('img[class*="current"]');
  // Moves the page's clock in small steps until the headline shows `text` in full.
  async function runUntilTyped(text: string) {
    for (let elapsed = 0; elapsed < 8_000; elapsed += 100) {
      if ((await headline.getAttribute('data-typed')) === text) return elapsed;
      await page.clock.runFor(100);
    }
    throw new Error(`"${text}" was never typed out`);
  }
  // The page shows the first question in full until the typing starts from its first letter.
  await expect(headline).toHaveAttribute('data-typed', hub.questions[0].text);
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return (await headline.getAttribute('data-typed'))!.length;
    })
    .toBeLessThan(hub.questions[0].text.length);
  await runUntilTyped(hub.questions[0].text);
  await expect(current).toHaveAttribute('src', `/images/bba/${hub.questions[0].image}`);
  const order = [...hub.questions.slice(1), hub.questions[0]];
  for (const [index, question] of order.entries()) {
    const previous = index === 0 ? hub.questions[0] : order[index - 1];
    // It stays for the 1500 ms pause before it is deleted.
    await page.clock.runFor(1_300);
    await expect(headline).toHaveAttribute('data-typed', previous.text);
    const elapsed = 1_300 + (await runUntilTyped(question.text));
    // Pause 1500 ms, delete at 20 ms and type at 30 ms a character (frames make each step a little longer).
    const minimum = 1_500 + previous.text.length * 20 + question.text.length * 30;
    expect(elapsed).toBeGreaterThanOrEqual(minimum - 200);
    expect(elapsed).toBeLessThanOrEqual(minimum * 1.6 + 500);
    await expect(current).toHaveAttribute('src', `/images/bba/${question.image}`);
  }
});

test('shows the questions as a still list under reduced motion', async ({ page, visit }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit('/courses/BBA');
  const list = page.getByRole('list').filter({ hasText: hub.questions[0].text });
  await expect(list.getByRole('listitem')).toHaveText(hub.questions.map((question) => question.text));
  await expect(list).toBeVisible();
  await expect(page.locator('[data-typed]')).toBeHidden();
  await expect(page.locator('img[class*="current"]')).toHaveAttribute('src', `/images/bba/${hub.questions[0].image}`);
});

test('the background pictures are sized and the headline does not shift the page', async ({ page }) => {
  await page.clock.install();
  await page.goto('/courses/BBA');
  await waitForHydration(page);
  for (const image of await page.locator('img[src^="/images/bba/"]').all()) {
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '900');
  }
  const intro = page.getByText(/Everything a Class 11 or 12 student/);
  const before = (await intro.boundingBox())!.y;
  // Typing and deleting run on the page's clock: 2.5 s of it types and deletes whole words.
  await page.clock.runFor(2_500);
  expect((await intro.boundingBox())!.y).toBe(before);
});
