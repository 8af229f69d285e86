import { mbaGuides, mbaLanding } from '../lib/content/mba';
import { SPEC_MBA_GUIDES } from '../lib/test-utils/specRoutes';
import { expect, test } from './fixtures';

const guides = mbaGuides.all();

test('the guide files are the ten pages of the spec, in its order', () => {
  expect(guides.map((guide) => guide.id)).toEqual(SPEC_MBA_GUIDES);
});

test('the MBA landing page links the ten guides in reading order and states the CAT offer', async ({ page, visit }) => {
  await visit('/courses/MBA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Ultimate MBA Guide');
  const list = page.locator('ol', { has: page.getByRole('link', { name: guides[0].title }) });
  const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(guides.map((guide) => guide.href));
  for (const guide of guides) await expect(list.getByRole('link', { name: guide.title, exact: true })).toBeVisible();

  const offer = page.locator('section', { has: page.getByRole('heading', { name: mbaLanding.get().offer.heading }) });
  await expect(offer).toContainText('quantitative aptitude, logical reasoning and data interpretation');
  await expect(offer).toContainText('150+ hours');
  await expect(page.getByRole('link', { name: 'Enroll Now', exact: true })).toHaveAttribute('href', '/enroll');
});

// One test walks the ten guides in one page, a step each: a browser context per guide cost more than its checks.
test('each guide has its title, contents, series links and call to action', async ({ page, visit }) => {
  for (const [index, guide] of guides.entries()) {
    await test.step(`guide ${index + 1}: /mba/${guide.id} has its title, contents, series links and call to action`, async () => {
      await visit(`/mba/${guide.id}`);
      await expect(page).toHaveTitle(`${guide.title} – Prep Gurus`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'MBA', exact: true })).toHaveAttribute(
        'href',
        '/courses/MBA',
      );

      // Every ## and ### heading is in the table of contents, and each entry jumps to its heading.
      const headings = guide.body.match(/^#{2,3} .+$/gm)!.map((line) => line.replace(/^#+ /, '').replace(/\*\*/g, ''));
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await expect(toc.getByRole('link')).toHaveText(headings);
      const targets = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
      for (const id of targets) await expect(page.locator(`article [id="${id}"]`)).toHaveCount(1);
      await toc.getByRole('link').last().click();
      await expect(page).toHaveURL(new RegExp(`#${targets.at(-1)}$`));
      await expect(page.locator(`[id="${targets.at(-1)}"]`)).toBeInViewport();

      const series = page.getByRole('navigation', { name: 'MBA guide series' });
      const previous = guides[index - 1];
      const next = guides[index + 1];
      if (previous) await expect(series.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', previous.href);
      else await expect(series.getByRole('link', { name: /Previous/ })).toHaveCount(0);
      if (next) await expect(series.getByRole('link', { name: /Next/ })).toHaveAttribute('href', next.href);
      else await expect(series.getByRole('link', { name: /Next/ })).toHaveCount(0);

      await expect(
        page.getByRole('complementary', { name: 'Enroll' }).getByRole('link', { name: 'Enroll Now', exact: true }),
      ).toHaveAttribute('href', '/enroll');
    });
  }
});

test('What is CAT states the exam facts of the spec', async ({ page, visit }) => {
  await visit('/mba/what-is-cat');
  const article = page.locator('article');
  for (const fact of ['68 questions', '3 sections', 'VARC', 'DILR', 'QA', '2 hours', '+3', '−1', 'no negative marking']) {
    await expect(article).toContainText(fact);
  }
  await expect(article).toContainText(/non-MCQ|TITA/);
});

test('following Next walks the whole series from the first guide to the last', async ({ page, visit }) => {
  await visit('/mba/what-is-mba', { axe: false });
  for (const guide of guides.slice(1)) {
    await page.getByRole('navigation', { name: 'MBA guide series' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(`/mba/${guide.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
  }
});
