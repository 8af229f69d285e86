import type { Page } from '@playwright/test';
import site from '../content/site.json';
import { storeCategories } from '../lib/content/store';
import { carouselSettled, expect, isMobile, RESPONSIVE, test } from './fixtures';

const categories = storeCategories.all();
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const digits = site.phone.replace(/\D/g, '');

const carousel = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
/** The active slide's "n / total" label, once Swiper has started (it does near the screen). */
async function activeIndex(page: Page, label: string) {
  await carousel(page, label).scrollIntoViewIfNeeded();
  await expect(carousel(page, label).locator('.swiper-initialized')).toBeAttached();
  return carousel(page, label).locator('.swiper-slide-active').getAttribute('aria-label');
}

test('the overview shows each category with two carousels, View All and View Details links', async ({ page, visit }) => {
  await visit('/store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${site.product} Store`);
  for (const category of categories) {
    await expect(page.getByRole('heading', { level: 2, name: category.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `View All ${category.name} items` })).toHaveAttribute(
      'href',
      `/store/${category.name.toLowerCase()}`,
    );
    for (const section of category.sections) {
      const region = carousel(page, `${category.name} ${section.title}`);
      await expect(region).toBeVisible();
      const links = region.getByRole('link', { name: /^View Details/ });
      await expect(links).toHaveCount(section.items.length);
      expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(
        section.items.map((item) => `/store/product/${item.id}`),
      );
      await expect(region.getByText(rupees(section.items[0].price))).toBeVisible();
    }
  }
});

test('carousels show 1 slide on phones and 3 on wide screens', RESPONSIVE, async ({ page, visit }, testInfo) => {
  await visit('/store');
  await activeIndex(page, 'CAT Previous Papers');
  const region = carousel(page, 'CAT Previous Papers');
  const regionWidth = (await region.locator('.swiper').boundingBox())!.width;
  const slideWidth = (await region.locator('.swiper-slide').first().boundingBox())!.width;
  const perView = Math.round(regionWidth / slideWidth);
  expect(perView).toBe(isMobile(testInfo.project.name) ? 1 : 3);
});

test('carousels show 2 slides from 768 px', async ({ page, visit }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await visit('/store', { axe: false });
  await activeIndex(page, 'CAT Previous Papers');
  const region = carousel(page, 'CAT Previous Papers');
  const regionWidth = (await region.locator('.swiper').boundingBox())!.width;
  const slideWidth = (await region.locator('.swiper-slide').first().boundingBox())!.width;
  expect(Math.round(regionWidth / slideWidth)).toBe(2);
});

test('carousels advance every 3 seconds until paused, and move with arrows and dots', async ({ page }) => {
  const start = new Date('2026-11-21T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto('/store');
  const label = 'SSC Course Materials';
  expect(await activeIndex(page, label)).toMatch(/^1 \//);
  await page.clock.runFor(2_900);
  expect(await activeIndex(page, label)).toMatch(/^1 \//);
  await page.clock.runFor(300);
  await expect.poll(() => activeIndex(page, label)).toMatch(/^2 \//);

  await carouselSettled(carousel(page, label));
  await carousel(page, label).getByRole('button', { name: 'Pause automatic sliding' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(10_000);
  expect(await activeIndex(page, label)).toMatch(/^2 \//);

  await carousel(page, label).getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => activeIndex(page, label)).toMatch(/^3 \//);
  await carouselSettled(carousel(page, label));
  await carousel(page, label).getByRole('button', { name: 'Go to slide 1' }).click();
  await expect.poll(() => activeIndex(page, label)).toMatch(/^1 \//);
});

test('carousels stand still for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/store');
  await page.clock.runFor(10_000);
  expect(await activeIndex(page, 'CAT Previous Papers')).toMatch(/^1 \//);
});

for (const category of categories) {
  const slug = category.name.toLowerCase();
  test(`/store/${slug} filters its items`, async ({ page, visit }) => {
    await visit(`/store/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${slug.toUpperCase()} Store`);
    const names = (title?: string) =>
      category.sections.filter((section) => !title || section.title === title).flatMap((section) => section.items.map((item) => item.name));
    const cards = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
    const group = page.getByRole('group', { name: `Filter ${slug.toUpperCase()} Store items` });
    await expect(group.getByRole('button')).toHaveText(['All', 'Previous Papers', 'Course Materials']);
    await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveText(names());

    await group.getByRole('button', { name: 'Previous Papers' }).click();
    await expect(group.getByRole('button', { name: 'Previous Papers' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveText(names('Previous Papers'));
    await group.getByRole('button', { name: 'Course Materials' }).click();
    await expect(cards).toHaveText(names('Course Materials'));
    await group.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveText(names());

    const first = category.sections[0].items[0];
    const buy = page.getByRole('link', { name: `Buy Now for ${first.name} (opens WhatsApp in a new tab)` });
    const href = new URL((await buy.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${digits}`);
    expect(href.searchParams.get('text')).toContain(first.name);
    await expect(buy).toHaveAttribute('target', '_blank');
  });
}

test('a product page shows the price in rupees, what is included and Buy Now', async ({ page, visit }) => {
  const category = categories[0];
  const product = category.sections[1].items.find((item) => item.price >= 1000)!;
  await visit(`/store/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByText(product.description)).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: '₹' })).toHaveText(rupees(product.price));
  expect(rupees(product.price)).toMatch(/^₹\d,\d{3}$/);
  await expect(page.getByRole('main').getByRole('list').filter({ hasText: product.includes[0] }).getByRole('listitem')).toHaveText(
    product.includes,
  );
  const buy = page.getByRole('link', { name: /^Buy Now/ });
  expect(new URL((await buy.getAttribute('href'))!).searchParams.get('text')).toBe(
    `Hello ${site.product}, I would like to buy "${product.name}" (${rupees(product.price)}).`,
  );
  await page.getByRole('link', { name: `← Back to CAT Store` }).click();
  await expect(page).toHaveURL('/store/cat');
});

for (const path of ['/store/upsc', '/store/product/no-such-product']) {
  test(`${path} shows the not-found screen`, async ({ page, visit }) => {
    expect((await page.request.get(path)).status()).toBe(404);
    await visit(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(page.getByText('404 Not Found')).toBeVisible();
  });
}
