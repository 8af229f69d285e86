import site from '../content/site.json';
import { expect, RESPONSIVE, test } from './fixtures';

test('an unknown address shows the error screen with status 404, inside the layout', RESPONSIVE, async ({ page, visit }) => {
  const response = await page.request.get('/no/such/page');
  expect(response.status()).toBe(404);

  await visit('/no/such/page', { axe: true });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(main.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(site.product) })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await main.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});
