import { about as aboutPage } from '../lib/content/about';
import { expect, test } from './fixtures';

const about = aboutPage.get();

test('shows vision, mission, goals, ten selling points and two founders', async ({ page, visit }) => {
  await visit('/about_us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.title);
  await expect(page.getByText(about.vision)).toBeVisible();
  await expect(page.getByText(about.mission)).toBeVisible();
  for (const goal of about.goals) await expect(page.getByText(goal)).toBeVisible();
  const points = page.locator('section', { has: page.getByRole('heading', { name: 'Why students choose us' }) }).getByRole('listitem');
  await expect(points).toHaveCount(10);
  await expect(points.getByRole('heading')).toHaveText(about.sellingPoints.map((point) => point.title));
  for (const founder of about.founders) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: founder.name }) });
    await expect(card.getByText(founder.role)).toBeVisible();
    const photo = card.getByRole('img', { name: `Portrait of ${founder.name}` });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
});

test('rotates the three taglines every 3 seconds, announced politely, with a pause button', async ({ page, visit }) => {
  // The page's clock stands still until the test moves it, so a busy machine cannot add a tick
  // between two steps; `visit` waits until the rotation's timer is set.
  const start = new Date('2026-11-21T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await visit('/about_us');
  const tagline = page.locator('[aria-live="polite"]');
  await expect(tagline).toHaveText(about.taglines[0]);
  await page.clock.runFor(2_900);
  await expect(tagline).toHaveText(about.taglines[0]);
  await page.clock.runFor(200);
  await expect(tagline).toHaveText(about.taglines[1]);
  await page.clock.runFor(3_000);
  await expect(tagline).toHaveText(about.taglines[2]);
  await page.clock.runFor(3_000);
  await expect(tagline).toHaveText(about.taglines[0]);

  const pause = page.getByRole('button', { name: 'Pause taglines' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(9_000);
  await expect(tagline).toHaveText(about.taglines[0]);
});

test('keeps one tagline still for visitors who prefer reduced motion', async ({ page, visit }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await visit('/about_us');
  await page.clock.runFor(10_000);
  await expect(page.locator('[aria-live="polite"]')).toHaveText(about.taglines[0]);
  await expect(page.getByRole('button', { name: 'Pause taglines' })).toHaveCount(0);
});
