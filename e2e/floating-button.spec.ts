import { expect, test } from './fixtures';

test('opens the Games Hub and widens into a labelled pill on hover and focus', async ({ page, visit }) => {
  await visit('/');
  const fab = page.getByRole('link', { name: 'Have some fun!' });
  await expect(fab).toHaveAttribute('href', '/games');
  const label = fab.getByText('Have some fun!');

  await page.getByRole('heading', { level: 1 }).hover();
  await expect(fab).toHaveCSS('animation-name', /bounce/);
  await expect.poll(() => label.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(1);

  // The button bounces, so the pointer goes to its middle instead of waiting for it to stand still.
  const box = (await fab.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(fab).toHaveCSS('animation-name', 'none');
  await expect.poll(() => label.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(60);

  await page.getByRole('heading', { level: 1 }).hover();
  await expect(fab).toHaveCSS('animation-name', /bounce/);
  await expect.poll(() => label.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(1);

  await fab.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(fab).toBeFocused();
  await expect.poll(() => label.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(60);
});

test('does not bounce for visitors who prefer reduced motion', async ({ page, visit }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit('/');
  await expect(page.getByRole('link', { name: 'Have some fun!' })).toHaveCSS('animation-name', 'none');
});
