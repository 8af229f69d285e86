import type { Page } from '@playwright/test';
import { blogPosts } from '../lib/content/blogs';
import { factRows } from '../lib/content/examFacts';
import { allExams } from '../lib/content/exams';
import { urls } from '../lib/urls';
import { expect, expectNoAxeViolations, RESPONSIVE, test } from './fixtures';
import { SEARCH_QUESTIONS } from './searchQuestions';

const exams = allExams();
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('link');

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog.getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
  return dialog;
}

test.describe('site search', () => {
  test('loads nothing of the search until it is opened', async ({ page, visit }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await visit(urls.home);
    expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('CLAT');
    await expect(results(page).first()).toBeVisible();
    expect(requests.some((path) => path === '/pagefind/pagefind.js')).toBe(true);
  });

  test(
    'finds an exam fact, a college and a blog phrase, best match first, with section and highlighted excerpt',
    RESPONSIVE,
    async ({ page, visit }) => {
      await visit(urls.about);
      // "/" opens search from anywhere on the page.
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      const box = dialog.getByRole('searchbox', { name: 'Search the site' });
      await expect(box).toBeFocused();

      await box.fill('NPAT negative marking');
      await expect(results(page).first()).toHaveAttribute('href', '/exam/npat#faq-is-there-negative-marking-in-npat');
      await expect(results(page).first()).toContainText('BBA/IPM');
      await expect(results(page).first().locator('mark').first()).toBeVisible();
      await expectNoAxeViolations(page, 'search dialog with results');

      await box.fill('NALSAR');
      await expect(results(page).first()).toHaveAttribute('href', '/courses/LAW/colleges/NALSAR#key-facts');
      await expect(results(page).first()).toContainText('Law');

      // A phrase from the body of a post (its article comes from the API after the page loads).
      const post = blogPosts.all()[0];
      const phrase = post.content.split('\n')[0].split(/[,.;:]/)[0];
      await box.fill(phrase);
      await expect(results(page).first()).toHaveAttribute('href', post.href);
      await expect(results(page).first()).toContainText('Blog');
    },
  );

  test(`answers ${SEARCH_QUESTIONS.length} questions students and parents ask: the right page section first, the answer in its snippet`, async ({
    page,
    visit,
  }) => {
    await visit(urls.search);
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    const wrong: string[] = [];
    for (const question of SEARCH_QUESTIONS) {
      await box.fill(question.query);
      await expect(page.getByRole('status').filter({ hasText: `for “${question.query}”` })).toBeVisible();
      const first = results(page).first();
      const [href, text] = [await first.getAttribute('href'), (await first.textContent()) ?? ''];
      if (href !== question.first || !text.includes(question.answer)) wrong.push(`${question.query}: ${href} — ${text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    // A result opens at its section, and a question's answer is open there.
    await box.fill('calculator in IPMAT');
    await expect(page.getByRole('status').filter({ hasText: 'for “calculator in IPMAT”' })).toBeVisible();
    await results(page).first().click();
    await expect(page).toHaveURL(/\/exam\/ipmat#faq-can-i-use-a-calculator-in-ipmat$/);
    const question = page.getByRole('button', { name: 'Can I use a calculator in IPMAT?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeInViewport();
  });

  test('says so when nothing matches, and the arrow keys walk the results', async ({ page, visit }) => {
    await visit(urls.home);
    const dialog = await openSearch(page);
    const box = dialog.getByRole('searchbox');
    await box.fill('zzqxv');
    await expect(dialog.getByRole('status')).toHaveText('No results for “zzqxv”. Try another word, or fewer words.');

    await box.fill('IPMAT');
    await expect(results(page).nth(1)).toBeVisible();
    await box.press('ArrowDown');
    await expect(results(page).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    await box.press('ArrowDown');
    const target = await results(page).first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(target!);
  });

  test('/search?q= works as a link target and keeps the address in step', async ({ page, visit }) => {
    await visit(`${urls.search}?q=${encodeURIComponent('NALSAR')}`);
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('NALSAR');
    await expect(results(page).first()).toHaveAttribute('href', '/courses/LAW/colleges/NALSAR#key-facts');
    await page.getByRole('searchbox').fill('AILET');
    await expect(page).toHaveURL(/\/search\?q=AILET$/);
  });
});

test.describe('exam comparison', () => {
  test('shows the ten exams side by side and filters by stream', async ({ page, visit }) => {
    await visit(urls.exams);
    const table = page.getByRole('table', { name: /Entrance exams compared/ });
    const heads = table.getByRole('columnheader');
    await expect(heads).toHaveCount(11);
    await expect(heads.getByRole('link')).toHaveText(exams.map((exam) => exam.name));
    for (const exam of exams) {
      await expect(table.locator(`td[data-exam="${exam.id}"][data-fact="questions"]`)).toHaveText(String(exam.facts.questions));
    }

    await page.getByRole('button', { name: 'Law', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Law', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(heads.getByRole('link')).toHaveText(['CLAT', 'AILET', 'SLAT']);
    await page.getByRole('button', { name: 'IPM / BBA' }).click();
    await expect(heads.getByRole('link')).toHaveCount(6);
    await page.getByRole('button', { name: 'MBA' }).click();
    await expect(heads.getByRole('link')).toHaveText(['CAT']);
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'November' }) })).toContainText('CAT');
    await expectNoAxeViolations(page, '/exams filtered');
  });

  test('every figure in the comparison appears on the exam’s own page, with its cycle and official site', async ({ page, visit }) => {
    for (const exam of exams) {
      await visit(exam.href);
      const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
      for (const row of factRows(exam.facts, exam.marking)) expect(text, `${exam.name}: ${row.label}`).toContain(row.value);
      expect(text).toContain(`Pattern as described for ${exam.facts.cycle}; check the`);
      if (exam.facts.officialSite) {
        const link = page.getByRole('link', { name: new RegExp(`^${new URL(exam.facts.officialSite).host}`) }).last();
        await expect(link).toHaveAttribute('href', exam.facts.officialSite);
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });

  test('the year at a glance lists usual months, not dates', async ({ page, visit }) => {
    await visit(urls.exams);
    const year = page.getByRole('region', { name: 'The exam year at a glance' });
    await expect(year).toContainText('These are usual months, not dates');
    for (const exam of exams) {
      for (const month of exam.facts.usualMonths) {
        await expect(year.getByRole('listitem').filter({ has: page.getByRole('heading', { name: month }) })).toContainText(exam.name);
      }
    }
    await expect(year).toContainText('No dates are listed yet');
  });
});

test.describe('blog index and feeds', () => {
  test('lists every post newest first, linked from the footer and the Blogs panel', async ({ page, visit }) => {
    const posts = blogPosts.all();
    await visit(urls.blogs);
    await expect(page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText(
      posts.map((post) => post.title),
    );
    for (const post of posts) await expect(page.getByRole('link', { name: post.title })).toHaveAttribute('href', post.href);
    await visit(urls.home);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', urls.blogs);
    await expect(page.getByRole('link', { name: 'All blog posts' })).toHaveAttribute('href', urls.blogs);
  });

  test('every page names the RSS and JSON feeds, which are served as feeds', async ({ page, request, visit }) => {
    await visit(urls.practice);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/feed\.xml$/);
    await expect(page.locator('link[rel="alternate"][type="application/feed+json"]')).toHaveAttribute('href', /\/feed\.json$/);
    const rss = await request.get('/feed.xml');
    expect(rss.status()).toBe(200);
    expect(await rss.text()).toContain('<rss version="2.0"');
    const json = await request.get('/feed.json');
    expect((await json.json()).version).toBe('https://jsonfeed.org/version/1.1');
  });
});

test.describe('search snippets (issue 43, item 14)', () => {
  test('a snippet shows the asked fact, not the heading before it: CAT’s 50% rule, CLAT’s age limit', async ({ page, visit }) => {
    await visit(urls.search);
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    for (const { query, href, answer } of [
      {
        query: 'CAT eligibility',
        href: '/mba/what-is-cat#key-facts',
        answer: "Eligibility: A bachelor's degree with 50% (45% for SC/ST/PwD)",
      },
      {
        query: 'CLAT age limit',
        href: '/courses/LAW/exams/clat#faq-what-is-the-eligibility-for-clat-ug',
        answer: 'no upper age limit for CLAT UG',
      },
    ]) {
      await box.fill(query);
      await expect(page.getByRole('status').filter({ hasText: `for “${query}”` })).toBeVisible();
      await expect(results(page).and(page.locator(`[href="${href}"]`))).toContainText(answer);
    }
  });
});
