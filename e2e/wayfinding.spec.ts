import { blogPosts } from '../lib/content/blogs';
import { lawColleges } from '../lib/content/law/colleges';
import { lawCourses } from '../lib/content/law/courses';
import { courseMenu } from '../lib/siteMap';
import { urls } from '../lib/urls';
import { expect, expectFitsWidths, expectNoAxeViolations, MOBILE_ONLY, sidewaysScroll, test } from './fixtures';

const courses = courseMenu();

test(
  'a parent on a phone reaches every exam, course, the comparison and the blog in two taps; the page is marked',
  MOBILE_ONLY,
  async ({ page, visit }) => {
    await visit(urls.about);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // Tap one: the menu. Everything a parent looks for is a link in it (tap two).
    for (const course of courses) {
      await expect(menu.getByRole('link', { name: course.label, exact: true })).toHaveAttribute('href', course.href);
      for (const exam of course.exams)
        await expect(menu.getByRole('link', { name: exam.label, exact: true })).toHaveAttribute('href', exam.href);
    }
    for (const [name, href] of [
      ['Practice Tests', urls.practice],
      ['Compare exams', urls.exams],
      ['Blog', urls.blogs],
      ['Store', urls.store],
    ])
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', { name: /Join WhatsApp Group/ })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    await expectNoAxeViolations(page, 'phone menu open');

    // The last link of the long menu is reachable: the menu scrolls within the screen.
    await menu.getByRole('link', { name: /Join WhatsApp Group/ }).scrollIntoViewIfNeeded();
    await expect(menu.getByRole('link', { name: /Join WhatsApp Group/ })).toBeInViewport();

    await menu.getByRole('link', { name: 'CLAT', exact: true }).click();
    await expect(page).toHaveURL(urls.lawExam('clat'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CLAT');
    await toggle.click();
    await expect(menu.getByRole('link', { name: 'CLAT', exact: true })).toHaveAttribute('aria-current', 'page');
  },
);

test('the laptop header has an exam-first Courses menu that works by keyboard and marks the current course', async ({ page, visit }) => {
  await visit(urls.examGuide('ipmat'));
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  // The spec's items stay, with the new ones beside them.
  for (const name of ['Home', 'About Us', 'Practice Tests', 'Compare exams', 'Blog', 'Store'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'SOCIAL' })).toBeVisible();
  const coursesButton = nav.getByRole('button', { name: 'Courses' });
  // On an exam's page the Courses button carries the current-page underline.
  expect(await coursesButton.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  await coursesButton.focus();
  await page.keyboard.press('Enter');
  await expect(coursesButton).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'IPMAT', exact: true })).toHaveAttribute('aria-current', 'page');
  for (const course of courses)
    for (const exam of course.exams) await expect(nav.getByRole('link', { name: exam.label, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', urls.courses);
  await expectNoAxeViolations(page, 'Courses menu open');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(coursesButton).toHaveAttribute('aria-expanded', 'false');
  await expect(coursesButton).toBeFocused();
  expect(await sidewaysScroll(page)).toBe(0);
});

test('a wrong address offers a way on: a sentence, a search box that works without JavaScript, and popular pages', async ({
  browser,
  page,
  visit,
}) => {
  await visit('/no-such-page');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(main.getByText('404 Not Found')).toBeVisible();
  await expect(main.getByText(/There is no page at this address/)).toBeVisible();
  for (const [name, href] of [
    ['Free practice tests', urls.practice],
    ['Courses', urls.courses],
    ['Compare exams', urls.exams],
  ])
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expectFitsWidths(page, '404', { widths: [375, 1280] });
  await main.getByRole('searchbox', { name: 'Search the site' }).fill('NLSIU fees');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${urls.search}?q=NLSIU+fees`);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toContainText('₹22 lakh');

  // Without JavaScript the form still takes the visitor to the search page with the query.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/no-such-page');
  await plain.getByRole('searchbox', { name: 'Search the site' }).fill('CLAT');
  await plain.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(plain).toHaveURL(`${urls.search}?q=CLAT`);
  await context.close();
});

test('a blog post has headings, a contents list, its reading time, its exam’s free test and related posts', async ({ page, visit }) => {
  const post = blogPosts.get('clat-exam-pattern')!;
  await visit(post.href);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Eligibility' })).toBeVisible();
  await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Legal Reasoning' }).click();
  await expect(page).toHaveURL(/#legal-reasoning$/);
  await expect(article.getByRole('heading', { name: 'Legal Reasoning' })).toBeInViewport();
  // Links in the post lead into the site.
  await expect(article.getByRole('link', { name: 'AILET' })).toHaveAttribute('href', urls.lawExam('ailet'));
  await expect(
    page.getByRole('complementary', { name: /Free CLAT practice tests/ }).getByRole('link', { name: 'Take a free practice test' }),
  ).toHaveAttribute('href', /\/practice\/clat-/);
  const related = page.getByRole('region', { name: 'Related posts' });
  await expect(related.getByRole('link')).toHaveCount(Math.min(3, blogPosts.all().length - 1));
  await expectFitsWidths(page, 'blog post', { widths: [375, 1280] });
});

test('a post from the API shows its Markdown safely: headings and lists, markup as text, unsafe links as text', async ({ page }) => {
  await page.route('**/api/blogs/cat-preparation-plan', (route) =>
    route.fulfill({
      json: {
        title: 'A post',
        description: 'A description',
        createdAt: '2026-11-01',
        image: '',
        content: '## Plan\n- <img src=x onerror=alert(1)>\n- [click](javascript:alert(1))\nSee [the tests](/practice).',
      },
    }),
  );
  await page.goto(urls.blogPost('cat-preparation-plan'));
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Plan' })).toBeVisible();
  await expect(article.getByRole('listitem').first()).toHaveText('<img src=x onerror=alert(1)>');
  await expect(article.getByText('[click](javascript:alert(1))')).toBeVisible();
  await expect(article.locator('img')).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'the tests' })).toHaveAttribute('href', '/practice');
  // A short post has no contents list.
  await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
});

test('the comparison: pick two or three exams, kept in the address, readable on a 320 px phone', async ({ page, visit }) => {
  await visit(urls.exams);
  const table = page.getByRole('table');
  const visibleExams = () =>
    table.locator('thead th[data-exam]:visible').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-exam')));
  expect(await visibleExams()).toHaveLength(10);
  const picker = page.getByRole('group', { name: 'Compare two or three exams' });
  await picker.getByRole('button', { name: 'CLAT', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pick one or two more.' })).toBeVisible();
  await picker.getByRole('button', { name: 'CAT', exact: true }).click();
  await expect(page).toHaveURL(`${urls.exams}?exams=cat,clat`);
  expect(await visibleExams()).toEqual(['cat', 'clat']);
  await picker.getByRole('button', { name: 'NPAT', exact: true }).click();
  await expect(picker.getByRole('button', { name: 'SET', exact: true })).toBeDisabled();
  expect(await visibleExams()).toEqual(['cat', 'clat', 'npat']);
  await expectFitsWidths(page, 'comparison of three', {
    // Three exams fit the phone: the table does not scroll sideways in its box either.
    atEachWidth: async () =>
      expect(await page.locator('.table-scroll').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0),
  });
  // A shared address opens on the same comparison.
  await visit(`${urls.exams}?exams=ailet,slat`);
  expect(await visibleExams()).toEqual(['ailet', 'slat']);
  await page.getByRole('button', { name: 'Show all exams' }).click();
  await expect(page).toHaveURL(urls.exams);
  expect(await visibleExams()).toHaveLength(10);
  // The full table at phone width says it scrolls, and the sticky column leaves no gap.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByText('Scroll the table sideways for more exams →')).toBeVisible();
  const gap = await page.locator('.table-scroll').evaluate((box) => {
    box.scrollLeft = 200;
    const sticky = box.querySelector('tbody th')!.getBoundingClientRect();
    const next = box.querySelector('tbody td')!;
    return {
      collapse: getComputedStyle(box.querySelector('table')!).borderCollapse,
      stickyRight: sticky.right,
      cellLeft: next.getBoundingClientRect().left,
    };
  });
  expect(gap.collapse).toBe('separate');
  expect(gap.cellLeft).toBeLessThan(gap.stickyRight);
});

test('law course pages link their colleges; college pages open with key facts', async ({ page, visit }) => {
  const course = lawCourses.get('BA_LLB')!;
  await visit(course.href);
  const colleges = page.getByRole('region', { name: 'Top Colleges' });
  await expect(colleges.getByRole('link', { name: /NLSIU/ })).toHaveAttribute('href', urls.lawCollege('NLSIU'));
  await expect(colleges.getByRole('link', { name: /Jodhpur/ })).toHaveCount(0);
  const college = lawColleges.get('NLSIU')!;
  await colleges.getByRole('link', { name: /NLSIU/ }).click();
  await expect(page).toHaveURL(college.href);
  const facts = page.getByRole('heading', { name: 'Key facts' }).locator('..');
  await expect(facts).toContainText(`about ₹${college.keyFacts!.feeLakh} lakh (${college.keyFacts!.feeYear} figure`);
  await expect(facts).toContainText(`Seats: ${college.totalIntake}`); // (the colon is for screen readers and search)
  await expect(facts).toContainText(`about ${college.keyFacts!.medianPackageLpa} LPA`);
  await expect(facts.getByRole('link', { name: 'CLAT' })).toHaveAttribute('href', urls.lawExam('clat'));
});

test('store carousels stop once touched, and their bullets are 24 px targets', async ({ page }) => {
  await page.clock.install();
  await page.goto(urls.store);
  const region = page.getByRole('region', { name: 'CAT Previous Papers', exact: true });
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('.swiper-initialized')).toBeAttached();
  const active = () => region.locator('.swiper-slide-active').getAttribute('aria-label');
  const before = await active();
  await region.locator('.swiper-slide-active').dispatchEvent('pointerdown');
  await page.clock.runFor(10_000);
  expect(await active()).toBe(before);
  for (const box of await region
    .locator('.swiper-pagination-bullet')
    .evaluateAll((bullets) => bullets.map((bullet) => bullet.getBoundingClientRect())))
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
});
