import site from '../content/site.json';
import { enroll as enrollPage } from '../lib/content/enroll';
import { expect, test } from './fixtures';

const enroll = enrollPage.get();

test('lists the programmes and the three ways to join', async ({ page, visit }) => {
  await visit('/enroll');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enroll.title);
  for (const programme of enroll.programmes) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: programme.name, exact: true }) });
    await expect(card.getByRole('listitem')).toHaveText(programme.includes);
    await expect(card.getByRole('link', { name: `About ${programme.name}` })).toHaveAttribute('href', programme.href);
  }
  await expect(page.getByText('150+ hours of live foundation classes', { exact: false })).toBeVisible();
  const digits = site.phone.replace(/\D/g, '');
  await expect(page.getByRole('link', { name: /Sign up on the portal/ })).toHaveAttribute('href', site.portalSignupUrl);
  await expect(page.getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${digits}\\?text=`));
  await expect(page.getByRole('main').getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', `tel:+${digits}`);
});

test('every Enroll Now button leads here', async ({ page, visit }) => {
  await visit('/mba/what-is-mba', { axe: false });
  await page.getByRole('link', { name: 'Enroll Now', exact: true }).click();
  await expect(page).toHaveURL('/enroll');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enroll.title);
});
