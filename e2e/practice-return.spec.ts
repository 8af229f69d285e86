import type { Page } from '@playwright/test';
import { practiceTests, type PracticeTest } from '../lib/content/practice';
import { urls } from '../lib/urls';
import { expect, expectFitsWidths, expectNoAxeViolations, MOBILE_ONLY, test } from './fixtures';

/**
 * Coming back to a test: a finished one opens on its result, a running one on its exam screen,
 * and the list of tests shows both per device; and the result and review fit a 320 px phone.
 * These run in the desktop project and set the width themselves, so one test covers 320, 375 and
 * 1280 px.
 */

const testById = (id: string) => practiceTests.get(id)!;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The review draws 25 questions at a time: every one of them, to check them all. */
async function showAllReviewed(page: Page) {
  const more = page.getByRole('button', { name: /^Show \d+ more/ });
  while (await more.count()) await more.click();
}
const heading = (page: Page) => page.locator('#practice-question-heading');
const card = (page: Page, practice: PracticeTest) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: practice.title, exact: true }) });

/** Starts the test, answers question 1 with the key and question 2 wrongly (both MCQs), and submits. */
async function finishShortAttempt(page: Page, practice: PracticeTest) {
  const [first, second] = practice.sections[0].questions;
  const numericKey = (question: typeof first) =>
    question.type === 'numeric' ? (typeof question.answer === 'number' ? question.answer : question.answer.min) : NaN;
  await button(page, 'Start the test').click();
  // The first question right, the second wrong, whether they are MCQs or type-in answers.
  if (first.type === 'mcq') await page.getByRole('radio', { name: new RegExp(`^Option ${first.answer}:`) }).check();
  else await page.getByRole('textbox', { name: 'Your answer' }).fill(String(numericKey(first)));
  await button(page, 'Save & Next').click();
  await expect(heading(page)).toContainText('Question 2');
  if (second.type === 'mcq') await page.getByRole('radio', { name: new RegExp(`^Option ${second.answer === 'A' ? 'B' : 'A'}:`) }).check();
  else await page.getByRole('textbox', { name: 'Your answer' }).fill(String(numericKey(second) + 1));
  await button(page, 'Mark for Review & Next').click();
  await expect(heading(page)).toContainText('Question 3');
  await button(page, 'Submit test').click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
}

test('a finished test reopens on its last result, with "Start a new attempt" and the instructions one tap away; the list shows the score', async ({
  page,
  visit,
}) => {
  const npat = testById('npat-practice-1');
  await visit(npat.href);
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await finishShortAttempt(page, npat);
  const score = await page.getByTestId('total-score').textContent();

  await visit(urls.practice);
  await expect(card(page, npat).getByTestId('test-progress')).toContainText(`Your best: ${score} /`);
  await expect(card(page, npat).getByTestId('test-progress')).toContainText('1 attempt on this device');
  await card(page, npat)
    .getByRole('link', { name: `See your result: ${npat.title}` })
    .click();

  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.getByTestId('total-score')).toHaveText(score!);
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeHidden();
  await button(page, 'Instructions and past attempts').click();
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your attempts on this device' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await button(page, 'Start a new attempt').click();
  await expect(heading(page)).toContainText('Question 1');
});

test('a test in progress shows "In progress — resume (time left)" on the list, and its Resume reopens the test', async ({
  page,
  visit,
}) => {
  const npat = testById('npat-practice-1');
  const cat = testById('cat-practice-1');
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-11-23T10:00:01+05:30'));
  for (const practice of [npat, cat]) {
    await visit(practice.href);
    await button(page, 'Start the test').click();
    await expect(heading(page)).toContainText('Question 1');
  }
  // 7 min 26 s later: NPAT (one 20-minute clock) has 12:34 left; CAT's first 15-minute section 07:34.
  await page.clock.runFor(7 * 60_000 + 26_000);
  await visit(urls.practice);
  await expect(card(page, npat).getByTestId('test-progress')).toHaveText('In progress — resume (12:34 left)');
  await expect(card(page, cat).getByTestId('test-progress')).toHaveText(
    `In progress — resume (07:34 left in section 1 of ${cat.sections.length})`,
  );
  await page.clock.runFor(4_000);
  await expect(card(page, npat).getByTestId('test-progress')).toHaveText('In progress — resume (12:30 left)');
  const other = testById('clat-practice-1');
  await expect(card(page, other).getByTestId('test-progress')).toHaveText('Not attempted on this device yet.');
  await expect(card(page, other).getByRole('link', { name: `Start: ${other.title}` })).toHaveAttribute('href', other.href);

  await card(page, npat)
    .getByRole('link', { name: `Resume: ${npat.title}` })
    .click();
  await expect(heading(page)).toContainText('Question 1');
  await expect(page.getByRole('timer')).toHaveText('12:30');
  // axe waits on timers of its own: the clock runs on from here.
  await page.clock.resume();
  await expectNoAxeViolations(page, 'exam screen reopened, with its welcome back');

  // Storage that cannot be read never breaks the list: the neutral state.
  await page.evaluate((key) => localStorage.setItem(key, '{"format":1,"attempt":'), `practice.attempt.${cat.id}`);
  await page.evaluate((key) => localStorage.setItem(key, 'not json'), `practice.history.${cat.id}`);
  await visit(urls.practice);
  await expect(card(page, cat).getByTestId('test-progress')).toHaveText('Not attempted on this device yet.');
});

test('exam chips jump to an exam and show its tests alone, without JavaScript too', async ({ page, visit, browser }) => {
  await visit(urls.practice);
  const chips = page.getByRole('navigation', { name: 'Choose an exam' });
  await chips.getByRole('link', { name: /^CLAT/ }).click();
  await expect(page).toHaveURL(/#clat-heading$/);
  await expect(page.getByRole('heading', { name: 'CLAT', exact: true })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'CAT', exact: true })).toBeHidden();
  await chips.getByRole('link', { name: 'All exams' }).click();
  await expect(page.getByRole('heading', { name: 'CAT', exact: true })).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 667 } });
  const noScript = await context.newPage();
  await noScript.goto(`${urls.practice}#npat-heading`);
  await expect(noScript.getByRole('heading', { name: 'NPAT', exact: true })).toBeVisible();
  await expect(noScript.getByRole('heading', { name: 'CLAT', exact: true })).toBeHidden();
  const npat = testById('npat-practice-1');
  await expect(noScript.getByRole('link', { name: `Start: ${npat.title}` })).toHaveAttribute('href', npat.href);
  await context.close();
});

test('at 320, 375 and 1280 px the result and every review filter fit the screen and pass axe', async ({ page, visit }) => {
  // The test with the longest formulas (IPMAT Indore 1: a line of working 504 px wide at 320 px before the fix).
  const ipmat = testById('ipmat-indore-practice-1');
  // The whole-site walk (site.spec.ts) already checks the list of tests and this test's instructions.
  const check = (label: string) => expectFitsWidths(page, label, { height: 667 });

  await visit(ipmat.href);
  await finishShortAttempt(page, ipmat);
  await check('the result');

  // The section breakdown fits a 375 px phone: every figure on screen, nothing scrolled.
  await page.setViewportSize({ width: 375, height: 667 });
  const table = page.getByRole('table', { name: 'Score by section' });
  const box = (await table.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  for (const cell of await table.getByRole('cell').all()) {
    const cellBox = (await cell.boundingBox())!;
    expect(cellBox.x + cellBox.width, (await cell.textContent()) ?? '').toBeLessThanOrEqual(375);
  }

  await button(page, 'Review answers').click();
  // On a 375 px phone the five filters take two lines of full-size touch targets (they took four),
  // so the first question starts on the first screen.
  const filters = await page
    .getByRole('group', { name: 'Show questions' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((filter) => filter.getBoundingClientRect()));
  expect(filters).toHaveLength(5);
  expect(new Set(filters.map((filter) => Math.round(filter.top))).size, 'lines of review filters at 375 px').toBeLessThanOrEqual(2);
  for (const filter of filters) expect(filter.height).toBeGreaterThanOrEqual(44);
  // Review questions below the screen skip layout (content-visibility: auto), and a skipped one's
  // overflow would not reach the page's width: laid out whole here, a too-wide one is caught.
  await page.addStyleTag({ content: 'article { content-visibility: visible !important; }' });
  for (const filter of ['All', 'Wrong', 'Skipped', 'Marked for review', 'Correct']) {
    await page.setViewportSize({ width: 1280, height: 667 });
    await page.getByRole('button', { name: new RegExp(`^${filter} \\(\\d+\\)$`) }).click();
    await showAllReviewed(page);
    await check(`the review (${filter})`);
  }
  // The long formula scrolls in its own named, focusable box.
  await page.getByRole('button', { name: /^All \(/ }).click();
  await showAllReviewed(page);
  await page.setViewportSize({ width: 320, height: 667 });
  const formulas = page.getByRole('region', { name: 'Formula' });
  expect(await formulas.count()).toBeGreaterThan(0);
  const widest = await formulas.evaluateAll((nodes) => Math.max(...nodes.map((node) => node.scrollWidth - node.clientWidth)));
  expect(widest, 'some formula is wider than the phone and scrolls in its box').toBeGreaterThan(0);
  // Inline fractions are set as large as the text around them.
  const sizes = await page.evaluate(() =>
    [...document.querySelectorAll('article mfrac')].slice(0, 5).map((fraction) => {
      const text = parseFloat(getComputedStyle(fraction.closest('p, li, div')!).fontSize);
      return parseFloat(getComputedStyle(fraction.firstElementChild!).fontSize) / text;
    }),
  );
  expect(sizes.length).toBeGreaterThan(0);
  for (const ratio of sizes) expect(ratio).toBeGreaterThanOrEqual(1);
});

test.describe('issue 43: a reload and Back mid-test, and the open question’s time', () => {
  const WELCOME_BACK = 'Back where you left off.';
  const atList = new RegExp(`${urls.practice}$`);
  /** "7 min", "1 min 30 s", "0 s" (formatSpent) → seconds. */
  const seconds = (text: string) => {
    const [, minutes = '0', rest = '0'] = /^(?:(\d+) min)? ?(?:(\d+) s)?$/.exec(text.trim()) ?? [];
    return Number(minutes) * 60 + Number(rest);
  };

  test(
    'a reload on a phone comes straight back to the open question, says so in one line, and keeps that question’s time',
    MOBILE_ONLY,
    async ({ page, visit }) => {
      const npat = testById('npat-practice-1');
      await page.setViewportSize({ width: 375, height: 667 });
      await page.clock.install({ time: new Date('2026-11-23T10:00:00+05:30') });
      await page.clock.pauseAt(new Date('2026-11-23T10:00:01+05:30'));
      await visit(npat.href);
      await button(page, 'Start the test').click();
      await expect(heading(page)).toContainText('Question 1');
      await page.clock.runFor(60_000);
      await button(page, 'Save & Next').click();
      await expect(heading(page)).toContainText('Question 2');

      // Five and a half minutes on question 2, then the page reloads: the exam screen again, on question 2, the clock on.
      await page.clock.runFor(330_000);
      await page.reload();
      await expect(heading(page)).toContainText('Question 2');
      await expect(heading(page)).toBeInViewport();
      await expect(page.getByRole('timer')).toHaveText('13:30');
      const welcome = page.getByRole('status').getByText(WELCOME_BACK);
      await expect(welcome).toBeVisible();
      // One line, so the question keeps the phone's screen.
      const lines = await welcome.evaluate((line) => line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight));
      expect(lines, 'lines the welcome back takes at 375 px').toBeLessThan(1.5);

      // Half a minute more, then submit: question 2 kept its five and a half minutes before the reload.
      await page.clock.runFor(30_000);
      await button(page, 'Submit test').click();
      await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
      await expect(page.getByTestId('time')).toHaveText('7 min');
      await page.locator('summary', { hasText: 'Time spent on each question' }).click();
      const perQuestion = page.getByRole('table', { name: 'Time spent on each question' });
      await expect(perQuestion.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2', exact: true }) })).toContainText(
        '6 min',
      );
      const sectionTimes = await page
        .getByRole('table', { name: 'Score by section' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') })
        .evaluateAll((rows) => rows.map((row) => row.lastElementChild!.textContent!));
      expect(
        sectionTimes.map(seconds).reduce((sum, value) => sum + value, 0),
        `section times ${sectionTimes.join(', ')}`,
      ).toBe(7 * 60);
    },
  );

  test(
    'Resume on the list is one tap; Back mid-test asks "Leave the test?" first, also after a reload; after the test Back leaves as usual',
    MOBILE_ONLY,
    async ({ page, visit }) => {
      const npat = testById('npat-practice-1');
      const leaveDialog = page.getByRole('dialog', { name: 'Leave the test?' });
      await visit(npat.href);
      await button(page, 'Start the test').click();
      await button(page, 'Save & Next').click();
      await expect(heading(page)).toContainText('Question 2');

      // From the list, one tap: the exam screen on question 2.
      await visit(urls.practice);
      await card(page, npat)
        .getByRole('link', { name: `Resume: ${npat.title}` })
        .click();
      await expect(heading(page)).toContainText('Question 2');

      // Back (Android's button) asks first; Stay keeps the student on the question.
      await page.goBack();
      await expect(leaveDialog).toBeVisible();
      await expect(leaveDialog).toContainText('The clock keeps running');
      expect(new URL(page.url()).pathname).toBe(npat.href);
      await leaveDialog.getByRole('button', { name: 'Stay in the test' }).click();
      await expect(leaveDialog).toBeHidden();
      await expect(heading(page)).toContainText('Question 2');

      // After a reload Back still asks, once; Leave goes back to the list.
      await page.reload();
      await expect(heading(page)).toContainText('Question 2');
      await page.goBack();
      await leaveDialog.getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL(atList);
      await expect(card(page, npat).getByTestId('test-progress')).toContainText('In progress — resume');

      // A test finished on its page leaves no entry of its own behind: Back from the result goes back to the list.
      await card(page, npat)
        .getByRole('link', { name: `Resume: ${npat.title}` })
        .click();
      await button(page, 'Submit test').click();
      await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
      await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(atList);
    },
  );
});
