import type { Page } from '@playwright/test';
import { examById, examGuides, lawExams } from '../lib/content/exams';
import { practiceTests, type PracticeTest } from '../lib/content/practice';
import { urls } from '../lib/urls';
import {
  expect,
  expectFitsWidths,
  expectNoAxeViolations,
  MOBILE_ONLY,
  openPage,
  RESPONSIVE,
  sidewaysScroll,
  startTest,
  test,
} from './fixtures';
import { finishedAttempt, seedHistory } from './seedHistory';

const LETTERS = ['A', 'B', 'C', 'D', 'E'];
const testById = (id: string) => practiceTests.get(id)!;
const questionsOf = (practice: PracticeTest) => practice.sections.flatMap((section) => section.questions);
/** The key of an MCQ, and an option that is not the key. */
const keyOf = (practice: PracticeTest, index: number) => {
  const question = questionsOf(practice)[index];
  if (question.type !== 'mcq') throw new Error(`${question.id} is not an MCQ`);
  return { right: question.answer, wrong: LETTERS.find((letter) => letter !== question.answer)! };
};

const option = (page: Page, letter: string) => page.getByRole('radio', { name: new RegExp(`^Option ${letter}:`) });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const heading = (page: Page) => page.locator('#practice-question-heading');
const timer = (page: Page) => page.getByRole('timer');
/** The test of the keyboard and storage cases, and where this device keeps its attempt. */
const npat = testById('npat-practice-1');
const npatKey = `practice.attempt.${npat.id}`;

/** The attempt this device keeps for a test (null when there is none, or it cannot be read). */
async function storedAttempt(page: Page, key: string) {
  return page.evaluate((storageKey) => {
    try {
      return (
        (JSON.parse(localStorage.getItem(storageKey) ?? 'null')?.attempt as
          { currentId: string; responses: Record<string, { answer: string | null }> } | undefined) ?? null
      );
    } catch {
      return null;
    }
  }, key);
}

/** The palette buttons' states, read from their accessible names (the sheet on phones, the side panel on wide screens). */
async function paletteStates(page: Page, mobile: boolean) {
  if (mobile) await button(page, 'Question palette').click();
  const scope = mobile ? page.getByRole('dialog') : page.getByRole('complementary', { name: 'Question palette' });
  const names = await scope
    .getByRole('button', { name: /^Question \d+/ })
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  return { names, scope };
}

test('the practice page lists every test by exam, full-length mocks, sectional tests and mini-tests apart, with its questions, time and marking', async ({
  page,
  visit,
}) => {
  await visit(urls.practice);
  const tests = practiceTests.all();
  expect(tests.length).toBeGreaterThanOrEqual(10);
  expect(new Set(tests.map((entry) => entry.exam)).size).toBe(10);
  for (const practice of tests) {
    // Each exam's tests come in groups, each under its own heading: the full-length mocks, the sectional tests, the mini-tests.
    const exam = examById(practice.exam);
    const group = { 'full-length': /^Full-length mocks?$/, sectional: /^Sectional tests?$/, mini: /^Mini-tests$/ }[practice.kind];
    const card = page
      .getByRole('region', { name: exam.practiceName ?? exam.name, exact: true })
      .getByRole('region', { name: group })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: practice.title, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`${questionsOf(practice).length} questions`);
    await expect(card).toContainText(`${practice.durationMinutes} minutes`);
    await expect(card).toContainText('Not attempted on this device yet.');
  }
  const cat = page.getByRole('region', { name: 'CAT', exact: true });
  await expect(cat.getByRole('heading', { level: 3 })).toHaveText(['Full-length mocks', 'Sectional tests', 'Mini-tests']);
  await expect(cat.getByRole('region', { name: 'Full-length mocks' })).toContainText('120 minutes');
  await expect(cat.getByRole('region', { name: 'Sectional tests' })).toContainText('40 minutes');
  await expect(page.getByRole('heading', { name: 'CAT', exact: true })).toBeVisible();
  // CUET is the private universities' test, and the list says so: NTA's CUET-UG is another exam.
  await expect(page.getByRole('heading', { name: 'CUET (private universities)', exact: true })).toBeVisible();
  await expect(page.getByText("NTA's CUET-UG is a different exam, with its own subject-based pattern and +5/−1 marking.")).toBeVisible();
  for (const practice of tests.filter((entry) => entry.exam === 'cuet')) expect(practice.title).toMatch(/^CUET \(private universities\) /);
  await expect(page.getByText('Marking: +3/−1 for MCQs; +3, no negative marking for type-in answers.')).toBeVisible();
  await expect(page.getByText('Marking: +1/−0.25.').first()).toBeVisible();
});

test(
  'a full attempt: palette states, submit counts, a result that matches a hand count, review filters',
  RESPONSIVE,
  async ({ page, visit }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    const clat = testById('clat-practice-1');
    await visit(clat.href);
    await startTest(page);

    // Q1 right, Q2 wrong, Q3 right and marked, Q4 marked without an answer, Q5 seen and left.
    await option(page, keyOf(clat, 0).right).check();
    await button(page, 'Save & Next').click();
    await expect(heading(page)).toContainText('Question 2');
    await option(page, keyOf(clat, 1).wrong).check();
    await button(page, 'Save & Next').click();
    await option(page, keyOf(clat, 2).right).check();
    await button(page, 'Mark for Review & Next').click();
    await button(page, 'Mark for Review & Next').click();
    await expect(heading(page)).toContainText('Question 5');
    // A choice never saved is not an answer: choose on Q5 and clear it again.
    await option(page, 'A').check();
    await button(page, 'Clear Response').click();
    await expect(option(page, 'A')).not.toBeChecked();
    await expectNoAxeViolations(page, 'practice test screen');

    const { names, scope } = await paletteStates(page, mobile);
    expect(names).toEqual([
      'Question 1, answered',
      'Question 2, answered',
      'Question 3, answered and marked for review',
      'Question 4, marked for review',
      'Question 5, not answered, open now',
    ]);
    await expect(scope.getByRole('list', { name: 'Question states' })).toContainText('2Answered');
    if (mobile) {
      await expectNoAxeViolations(page, 'practice palette sheet');
      await page.keyboard.press('Escape');
    }

    await button(page, 'Submit test').click();
    const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
    const rows = dialog.getByRole('row');
    await expect(rows).toHaveText([
      /^Answered\s*2$/,
      /^Answered and marked for review\s*1$/,
      /^Marked for review\s*1$/,
      /^Not answered\s*1$/,
      /^Not visited\s*20$/,
    ]);
    await expectNoAxeViolations(page, 'practice submit dialog');
    await dialog.getByRole('button', { name: 'Yes, submit' }).click();

    // By hand: 2 correct × (+1), 1 wrong × (−0.25), 22 skipped → 1.75 of 25; accuracy 2/3, attempted 3/25.
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
    await expect(page.getByTestId('total-score')).toHaveText('1.75');
    await expect(page.getByText('1.75 / 25').first()).toBeVisible();
    await expect(page.getByTestId('correct')).toHaveText('2');
    await expect(page.getByTestId('wrong')).toHaveText('1');
    await expect(page.getByTestId('skipped')).toHaveText('22');
    await expect(page.getByTestId('accuracy')).toHaveText('67%');
    await expect(page.getByTestId('attempt-rate')).toHaveText('12%');
    const english = page.getByRole('row', { name: new RegExp(`^${clat.sections[0].name}`) });
    await expect(english.getByRole('cell')).toHaveText(['1.75 / 5', '2', '1', '2', '67%', /s$/]);
    const share = page.getByRole('link', { name: /Share on WhatsApp/ });
    await expect(share).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=I%20scored%201\.75%2F25%20in%20the%20CLAT%20Practice%20Test%201/,
    );
    await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'Enroll Now', exact: true })).toHaveAttribute('href', urls.enroll);
    await expectNoAxeViolations(page, 'practice result');

    await button(page, 'Review answers').click();
    await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
    for (const [name, count] of [
      ['All (25)', 25],
      ['Wrong (1)', 1],
      ['Skipped (22)', 22],
      ['Marked for review (2)', 2],
      ['Correct (2)', 2],
    ] as const) {
      await button(page, name).click();
      await expect(page.getByRole('article')).toHaveCount(count);
    }
    await button(page, 'Wrong (1)').click();
    const wrong = page.getByRole('article');
    await expect(wrong.getByRole('heading', { level: 4 })).toContainText('Question 2');
    await expect(wrong.getByRole('listitem').filter({ hasText: 'Your answer' })).toContainText(`Option ${keyOf(clat, 1).wrong}`);
    await expect(wrong.getByRole('listitem').filter({ hasText: 'Correct answer' })).toContainText(`Option ${keyOf(clat, 1).right}`);
    await expect(wrong.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    await expectNoAxeViolations(page, 'practice review');

    // The list of tests now shows this device's best score.
    await visit(urls.practice);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: clat.title, exact: true }) });
    await expect(card).toContainText('Your best: 1.75 / 25 · 1 attempt on this device');
  },
);

test('sections run on their own clocks, lock when time ends, survive a reload, and a test that expired while closed is submitted', async ({
  page,
  visit,
}) => {
  const cat = testById('cat-practice-1');
  const [varc, dilr] = cat.sections;
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-11-23T10:00:01+05:30'));
  await visit(cat.href);
  await startTest(page);
  await expect(timer(page)).toHaveText('15:00');
  await page.keyboard.press(keyOf(cat, 0).right.toLowerCase());
  await page.keyboard.press('n');
  await expect(heading(page)).toContainText('Question 2');

  // Five minutes later the page reloads: it reopens on question 2 with 10 minutes left.
  await page.clock.runFor(5 * 60_000);
  await expect(timer(page)).toHaveText('10:00');
  await page.reload();
  await expect(heading(page)).toContainText('Question 2');
  await expect(timer(page)).toHaveText('10:00');
  await expect(page.getByText('Back where you left off.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();

  // The section's time ends: it closes and the next section opens with its own 15 minutes.
  await page.clock.runFor(10 * 60_000);
  await expect(page.getByText(`Time is up for ${varc.name}. ${dilr.name} has started.`)).toBeVisible();
  await expect(timer(page)).toHaveText('15:00');
  await expect(page.getByRole('button', { name: `${varc.name} (closed)` })).toBeDisabled();
  await expect(heading(page)).toContainText(`Question ${varc.questions.length + 1}`);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
  await button(page, 'Previous').click();
  await expect(heading(page)).toContainText(`Question ${varc.questions.length + 1}`);

  // The student leaves; by the time they come back, the test's time is long over.
  await visit(urls.practice);
  await page.clock.runFor(45 * 60_000);
  await visit(cat.href);
  await expect(page.getByText('Time ran out while you were away, so the test was submitted with the answers you had saved.')).toBeVisible();
  await expect(page.getByTestId('total-score')).toHaveText('3');
  await expect(page.getByTestId('correct')).toHaveText('1');
});

test('a whole attempt by keyboard alone', async ({ page, visit }) => {
  await visit(npat.href);
  await button(page, 'Start the test').focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toContainText('Question 1');
  await expect(heading(page)).toBeFocused();

  await page.keyboard.press(keyOf(npat, 0).right.toLowerCase());
  await expect(option(page, keyOf(npat, 0).right)).toBeChecked();
  await page.keyboard.press('n');
  await expect(heading(page)).toContainText('Question 2');
  await page.keyboard.press(String(LETTERS.indexOf(keyOf(npat, 1).right) + 1));
  await page.keyboard.press('m');
  await expect(heading(page)).toContainText('Question 3');
  await page.keyboard.press('ArrowRight');
  await expect(heading(page)).toContainText('Question 4');
  await page.keyboard.press('p');
  await page.keyboard.press('ArrowLeft');
  await expect(heading(page)).toContainText('Question 2');
  await expect(option(page, keyOf(npat, 1).right)).toBeChecked();

  await button(page, 'Submit test').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Yes, submit' });
  for (let presses = 0; presses < 5 && !(await confirm.evaluate((node) => node === document.activeElement)); presses += 1)
    await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('total-score')).toHaveText('2');
  await expect(page.getByTestId('wrong')).toHaveText('0');
});

test('saved attempts that are corrupt, from an older version of the test, or unstorable never break the page', async ({
  page,
  visit,
  browser,
}) => {
  await visit(npat.href);

  await page.evaluate((storageKey) => localStorage.setItem(storageKey, '{"format":1,"attempt":'), npatKey);
  await page.reload();
  await expect(page.getByText('The attempt saved on this device could not be read')).toBeVisible();
  await startTest(page);

  await expect.poll(() => storedAttempt(page, npatKey)).not.toBeNull();
  await page.evaluate((storageKey) => {
    const saved = JSON.parse(localStorage.getItem(storageKey)!);
    saved.attempt.version = 'an-older-version';
    localStorage.setItem(storageKey, JSON.stringify(saved));
  }, npatKey);
  await page.reload();
  await expect(page.getByText('This test has been updated since your saved attempt')).toBeVisible();
  await startTest(page);

  const context = await browser.newContext();
  const blocked = await context.newPage();
  await blocked.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
  });
  await openPage(blocked, npat.href);
  await expect(blocked.getByText('This browser is not letting the site save anything')).toBeVisible();
  await startTest(blocked);
  await expect(blocked.getByText('This browser is not letting the site save your answers')).toBeVisible();
  await context.close();
});

test('an answer reaches storage with the move, painted or not; storage that fills up midway says so', async ({ page, visit }) => {
  await visit(npat.href);
  await startTest(page);
  await expect.poll(async () => (await storedAttempt(page, npatKey))?.currentId).toBe(questionsOf(npat)[0].id);

  // The move is written.
  await option(page, keyOf(npat, 0).right).check();
  await button(page, 'Save & Next').click();
  await expect(heading(page)).toContainText('Question 2');
  await expect.poll(async () => (await storedAttempt(page, npatKey))?.currentId).toBe(questionsOf(npat)[1].id);

  // No paint is ever reported from here on: the move is written all the same, and a reload keeps it.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  await option(page, keyOf(npat, 1).wrong).check();
  await button(page, 'Save & Next').click();
  await expect(heading(page)).toContainText('Question 3');
  expect((await storedAttempt(page, npatKey))?.currentId).toBe(questionsOf(npat)[2].id);
  await page.reload();
  await expect(heading(page)).toContainText('Question 3');
  await expect.poll(async () => (await storedAttempt(page, npatKey))?.responses[questionsOf(npat)[1].id].answer).toBe(keyOf(npat, 1).wrong);

  // Storage that stops taking writes (full) after the test started: the student is told at once.
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await button(page, 'Save & Next').click();
  await expect(heading(page)).toContainText('Question 4');
  await expect(page.getByText('This browser is not letting the site save your answers')).toBeVisible();
});

test('at 320 px the test screen fits without sideways scrolling and the palette opens as a sheet', MOBILE_ONLY, async ({ page, visit }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await visit(testById('cat-practice-1').href);
  await startTest(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expect(page.getByRole('complementary', { name: 'Question palette' })).toBeHidden();
  await button(page, 'Question palette').click();
  const sheet = page.getByRole('dialog', { name: 'Question palette' });
  await expect(sheet).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(630);
  await sheet.getByRole('button', { name: /^Question 3,/ }).click();
  await expect(sheet).toBeHidden();
  await expect(heading(page)).toContainText('Question 3');
  // The sheet returns the focus to its button as it closes; the new question's heading takes it
  // after that, for screen readers.
  await expect(heading(page)).toBeFocused();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test(
  'the 150-question AILET mock on a phone: answer, jump to the last question, reload midway, resume there and finish',
  MOBILE_ONLY,
  async ({ page, visit }) => {
    const ailet = testById('ailet-mock-1');
    const count = questionsOf(ailet).length;
    expect(count).toBe(150);
    await page.clock.install({ time: new Date('2026-11-23T10:00:00+05:30') });
    await page.clock.pauseAt(new Date('2026-11-23T10:00:01+05:30'));
    await visit(ailet.href);
    await startTest(page);
    await expect(timer(page)).toHaveText('2:00:00');

    // Question 1 right, question 2 wrong; then the last section's tab, and its palette to the last question, answered right.
    await option(page, keyOf(ailet, 0).right).check();
    await button(page, 'Save & Next').click();
    await expect(heading(page)).toContainText('Question 2');
    await option(page, keyOf(ailet, 1).wrong).check();
    await button(page, 'Save & Next').click();
    await expect(heading(page)).toContainText('Question 3');
    const last = ailet.sections.at(-1)!;
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: new RegExp(last.name) })
      .click();
    await expect(heading(page)).toContainText(`Question ${count - last.questions.length + 1} `);
    await button(page, 'Question palette').click();
    await page
      .getByRole('dialog', { name: 'Question palette' })
      .getByRole('button', { name: new RegExp(`^Question ${count},`) })
      .click();
    await expect(heading(page)).toContainText(`Question ${count} `);
    // With the page's clock stopped there are no animation frames, and the sheet still closes, so
    // the page behind is not left inert.
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await option(page, keyOf(ailet, count - 1).right).check();
    await button(page, 'Save & Next').click();

    // Half an hour later the phone reloads the page: the attempt reopens on question 150 with 1:30:00 left.
    await page.clock.runFor(30 * 60_000);
    await page.reload();
    await expect(heading(page)).toContainText(`Question ${count} `);
    await expect(timer(page)).toHaveText('1:30:00');

    await button(page, 'Submit test').click();
    await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
    // By hand: 2 right × (+1), 1 wrong × (−0.25), 147 left.
    await expect(page.getByTestId('total-score')).toHaveText('1.75');
    await expect(page.getByTestId('correct')).toHaveText('2');
    await expect(page.getByTestId('wrong')).toHaveText('1');
    await expect(page.getByTestId('skipped')).toHaveText('147');

    // The review draws 25 questions at a time; "Show more" adds the next 25 and reads on from the first of them.
    await button(page, 'Review answers').click();
    await expect(page.getByRole('article')).toHaveCount(25);
    await expect(page.getByText('Showing 25 of 150 questions.')).toBeVisible();
    await button(page, 'Show 25 more of 125').click();
    await expect(page.getByRole('article')).toHaveCount(50);
    await expect(page.getByRole('heading', { level: 4, name: /^Question 26(?!\d)/ })).toBeFocused();
    await button(page, 'Wrong (1)').click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);
    // A passage is drawn only once its question's "Read the passage" is opened.
    await button(page, 'All (150)').click();
    const withPassage = page
      .getByRole('article')
      .filter({ has: page.getByText('Read the passage') })
      .first();
    await expect(withPassage.locator('details > div')).toHaveCount(0);
    await withPassage.getByText('Read the passage').click();
    await expect(withPassage.locator('details > div')).toBeVisible();
  },
);

test('every exam page, law exam page and the MBA page list its free practice tests with "Next for you"', async ({ page }) => {
  const pages = [
    ...examGuides.all().map((exam) => ({ path: exam.href, exam: exam.id })),
    ...lawExams.all().map((exam) => ({ path: exam.href, exam: exam.id })),
    { path: urls.mba, exam: 'cat' },
  ];
  for (const { path, exam } of pages) {
    await page.goto(path);
    const tests = practiceTests.all().filter((entry) => entry.exam === exam);
    const section = page.getByRole('region', { name: /^Free .+ practice tests$/ });
    // A first visit is pointed at the first full-length mock.
    const next = section.getByTestId('next-for-you').getByRole('link');
    expect(await next.getAttribute('href'), path).toBe(tests.find((entry) => entry.kind === 'full-length')!.href);
    await expect(section.getByRole('heading', { level: 4 })).toHaveCount(tests.length);
  }
});

test('"Next for you" moves on to the next mock once the first is taken', async ({ page, visit }) => {
  const [first, second] = practiceTests.all().filter((entry) => entry.exam === 'cat' && entry.kind === 'full-length');
  await visit(first.href);
  await startTest(page);
  await button(page, 'Submit test').click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await visit(urls.practice);
  const next = page.getByRole('region', { name: 'CAT', exact: true }).getByTestId('next-for-you');
  await expect(next.getByRole('link')).toHaveAttribute('href', second.href);
  await expect(next).toContainText('The next full-length mock you have not taken.');
});

test('the test series: the second CAT mock starts, and a sectional test runs its one section on its real 40 minutes, then is submitted', async ({
  page,
  visit,
}) => {
  const mock2 = testById('cat-mock-2');
  const sectional = testById('cat-sectional-qa');
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-11-23T10:00:01+05:30'));
  await visit(mock2.href);
  await startTest(page);
  await expect(heading(page)).toContainText('Question 1');
  await expect(timer(page)).toHaveText('40:00');
  await expect(page.getByRole('button', { name: /^VARC/ })).toBeVisible();

  await visit(sectional.href);
  await expect(page.getByText('40 minutes')).not.toHaveCount(0);
  await startTest(page);
  await expect(timer(page)).toHaveText('40:00');
  // One section only: no other section to switch to.
  await expect(page.getByRole('button', { name: /^(VARC|DILR)/ })).toHaveCount(0);
  await page.clock.runFor(40 * 60_000);
  await expect(page.getByText('Time is up: the test was submitted with the answers you had saved.')).toBeVisible();
  await expect(page.getByTestId('total-score')).toHaveText('0');
});

test('type-in (TITA) answers take numbers only, are saved with Save & Next and score without a penalty when wrong', async ({
  page,
  visit,
}) => {
  const cat = testById('cat-practice-1');
  const varc = cat.sections[0];
  const numeric = varc.questions.map((question, index) => ({ question, index })).filter(({ question }) => question.type === 'numeric');
  const [first, second] = numeric;
  await visit(cat.href);
  await startTest(page);
  await page.getByRole('button', { name: `Question ${first.index + 1},` }).click();
  const box = page.getByRole('textbox', { name: 'Your answer' });
  await box.fill('12.5.3');
  await expect(page.getByText('Type a number such as 42, -3 or 2.5.')).toBeVisible();
  await expect(button(page, 'Save & Next')).toBeDisabled();
  await box.fill(`${first.question.answer}`);
  await button(page, 'Save & Next').click();
  await expect(page.getByRole('button', { name: `Question ${first.index + 1}, answered` })).toBeVisible();
  // The next type-in question, answered wrongly: 0 marks, not −1.
  await page.getByRole('button', { name: `Question ${second.index + 1},` }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill('999999');
  await page.getByRole('textbox', { name: 'Your answer' }).press('Enter');
  await button(page, 'Submit test').click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByTestId('total-score')).toHaveText('3');
  await expect(page.getByTestId('correct')).toHaveText('1');
  await expect(page.getByTestId('wrong')).toHaveText('1');
});

test.describe('issue 43: the result as a student reads it', () => {
  /** CAT practice test 1 finished with 13 answers (Q1 wrong, Q3 right but marked), Q2 opened and left, the other 10 never opened. */
  async function openResult(page: Page, visit: (path: string) => Promise<void>) {
    const cat = testById('cat-practice-1');
    const did = Object.fromEntries(Array.from({ length: 14 }, (_, index) => [index, index === 0 ? 'wrong' : 'right'])) as Record<
      number,
      'right' | 'wrong' | 'marked-right' | 'skipped'
    >;
    did[1] = 'skipped';
    did[2] = 'marked-right';
    await visit(cat.href);
    await seedHistory(page, cat, [finishedAttempt(cat, did)]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  }

  test(
    'the time spent on each question fits the phone: no sideways scroll, no column out of sight',
    MOBILE_ONLY,
    async ({ page, visit }) => {
      await openResult(page, visit);
      await page.locator('summary', { hasText: 'Time spent on each question' }).click();
      const table = page.getByRole('table', { name: 'Time spent on each question' });
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 812 });
        expect(await sidewaysScroll(page), `the result scrolls sideways at ${width} px`).toBe(0);
        const box = (await table.getByRole('columnheader', { name: 'Time' }).boundingBox())!;
        expect(box.x + box.width, `the Time column at ${width} px`).toBeLessThanOrEqual(width);
      }
    },
  );

  test('the result names the export as its button does, and counts only opened questions as mistakes', async ({ page, visit }) => {
    // The browser is asked to keep the site's storage and refuses (as phones short of space may).
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'persisted', { value: async () => false });
      Object.defineProperty(navigator.storage, 'persist', { value: async () => false });
    });
    await openResult(page, visit);
    await expect(page.getByText(/Use Save progress file on My progress now and then/)).toBeVisible();
    await expect(page.getByText(/export your progress/i)).toHaveCount(0);
    await expect(
      page.getByText(
        '3 questions you got wrong, skipped or marked are now in your mistake notebook, to retry until they stick. The 10 questions you did not open stay out of it: try them in a new attempt.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Keep your progress safe' }).click();
    await expect(page.getByRole('button', { name: 'Save progress file', exact: true })).toBeVisible();
    await expect(page.getByText(/export your progress/i)).toHaveCount(0);
  });
});

test('issue 46: the report link names the question, the test and the answer', async ({ page, visit }) => {
  const practice = testById('npat-practice-1');
  const wrong = keyOf(practice, 1).wrong;
  await visit(practice.href);
  await seedHistory(page, practice, [finishedAttempt(practice, { 0: 'right', 1: 'wrong' })]);
  await page.reload();
  await button(page, 'Review answers').click();
  const question = page.getByRole('article', { name: /^Question 2(?!\d)/ });
  // Tap 1 shows the two ways; tap 2 would open the mail app or WhatsApp with the message written.
  const report = question.getByRole('button', { name: /^Report a problem with this question/ });
  await expect(report).toHaveAttribute('aria-expanded', 'false');
  await report.click();
  await expect(report).toHaveAttribute('aria-expanded', 'true');
  const email = question.getByRole('link', { name: 'By e-mail about question 2' });
  const whatsapp = question.getByRole('link', { name: /^On WhatsApp about question 2/ });
  const mail = new URL((await email.getAttribute('href'))!);
  expect(mail.protocol).toBe('mailto:');
  const body = mail.searchParams.get('body')!;
  expect(mail.searchParams.get('subject')).toContain(`question 2 of ${practice.title}`);
  expect(body).toContain(`Test: ${practice.title} (${practice.id})`);
  expect(body).toContain(`My answer: (${wrong})`);
  expect(body).toContain(`Page: ${new URL(page.url()).origin}${practice.href}`);
  const chat = new URL((await whatsapp.getAttribute('href'))!);
  expect(chat.hostname).toBe('wa.me');
  expect(chat.searchParams.get('text')).toContain(`Question: 2 (id ${questionsOf(practice)[1].id})`);
  await expectFitsWidths(page, 'the review with a report open');
});
