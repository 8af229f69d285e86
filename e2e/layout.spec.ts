import site from '../content/site.json';
import { expect, expectNoAxeViolations, MOBILE_ONLY, test } from './fixtures';

const phoneDigits = site.phone.replace(/\D/g, '');

test.describe('header', () => {
  test('links home, to the About page, WhatsApp and the portal login', async ({ page, visit }) => {
    await visit('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about_us');
    const whatsapp = nav.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${phoneDigits}`);
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const login = page.getByRole('banner').getByRole('link', { name: /^Login/ });
    await expect(login).toHaveAttribute('href', site.portalSignupUrl);
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('SOCIAL dropdown opens by mouse and keyboard and closes on Escape and outside click', async ({ page, visit }) => {
    await visit('/');
    const toggle = page.getByRole('button', { name: 'SOCIAL' });
    const instagram = page.getByRole('link', { name: /^Instagram/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(instagram).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(instagram).toHaveAttribute('href', site.social.instagram);
    await expect(page.getByRole('link', { name: /^YouTube/ })).toHaveAttribute('href', site.social.youtube);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Facebook/ })).toBeHidden();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(instagram).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(instagram).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(instagram).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(instagram).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('mobile menu stacks the links, with Facebook and Join WhatsApp Group', MOBILE_ONLY, async ({ page, visit }) => {
    await visit('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about_us');
    await expect(menu.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', site.social.instagram);
    await expect(menu.getByRole('link', { name: /^YouTube/ })).toHaveAttribute('href', site.social.youtube);
    await expect(menu.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', site.social.facebook);
    const group = menu.getByRole('link', { name: /Join WhatsApp Group/ });
    await expect(group).toHaveAttribute('href', site.whatsappGroupUrl);
    await expect(group).toHaveAttribute('rel', 'noopener noreferrer');

    // The open menu passes axe too.
    await expectNoAxeViolations(page, 'mobile menu open');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    // A tap on the page behind the open menu.
    await page.getByRole('heading', { name: 'Store' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('footer', () => {
  test('shows the brand, tagline, phone, store panel and current year', async ({ page, visit }) => {
    await visit('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Our Passion Your Success')).toBeVisible();
    await expect(footer.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', `tel:+${phoneDigits}`);
    await expect(footer.getByRole('button', { name: 'Coming soon' })).toBeDisabled();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.product}`);
  });

  test('Contact Us toggles Email, WhatsApp, Instagram and YouTube links', async ({ page, visit }) => {
    await visit('/');
    const footer = page.getByRole('contentinfo');
    const toggle = footer.getByRole('button', { name: 'Contact Us' });
    const email = footer.getByRole('link', { name: /^Email/ });
    await expect(email).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(email).toHaveAttribute('href', `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(site.supportEmail)}`);
    await expect(email).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', `https://wa.me/${phoneDigits}`);
    await expect(footer.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('href', site.social.instagram);
    await expect(footer.getByRole('link', { name: /^YouTube/ })).toHaveAttribute('href', site.social.youtube);
    for (const link of await footer.locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await toggle.click();
    await expect(email).toBeHidden();
  });

  test.describe('map', () => {
    test.use({ allowThirdPartyRequests: true });

    test('loads Google Maps only when the visitor asks', async ({ page, visit, thirdPartyRequests }) => {
      await page.route('https://www.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
      );
      await visit('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('iframe')).toHaveCount(0);
      expect(thirdPartyRequests).toEqual([]);
      await footer.getByRole('button', { name: /Show map/ }).click();
      const frame = footer.locator('iframe');
      await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
      await expect(frame).toHaveAttribute('title', `Map: ${site.map.label}`);
      await expect.poll(() => thirdPartyRequests.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
    });
  });
});

test('nothing is requested from another host while a page loads', async ({ page, visit, thirdPartyRequests }) => {
  await visit('/');
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  expect(thirdPartyRequests).toEqual([]);
});

test('the view scrolls to the top on every path change', async ({ page, visit }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 420 });
  await visit('/no-such-page');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: site.product }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
