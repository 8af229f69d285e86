import fs from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { practiceTests } from '../lib/content/practice';
import { urls } from '../lib/urls';
import { expect, expectNoAxeViolations, MOBILE_ONLY, sidewaysScroll, test } from './fixtures';
import { finishedAttempt, seedHistory } from './seedHistory';

const LETTERS = ['A', 'B', 'C', 'D', 'E'];
const DAY = 24 * 60 * 60 * 1000;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const heading = (page: Page) => page.locator('#practice-question-heading');
const summary = (page: Page) => page.getByText(/questions? in your notebook/);
/** A notebook card by its question (the question's element carries its bank reference). */
const card = (page: Page, ref: string) => page.locator('article').filter({ has: page.locator(`[data-ref="${ref}"]`) });

/** Everything the site keeps in this browser, to compare two devices or a before and after. */
const stored = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .sort()
        .map((key) => [key, localStorage.getItem(key)]),
    ),
  );

async function checkAxeAtBothWidths(page: Page, label: string) {
  const size = page.viewportSize()!;
  await expectNoAxeViolations(page, `${label} at ${size.width} px`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page, `${label} at 375 px`);
  await page.setViewportSize(size);
}

test('a test with mistakes fills the notebook with exactly them; retries move them through the days', async ({ page, visit }) => {
  const clat = practiceTests.get('clat-practice-1')!;
  const questions = clat.sections.flatMap((section) => section.questions);
  const ref = (index: number) => `${clat.id}/${questions[index].id}`;
  await visit(clat.href);
  await button(page, 'Start the test').click();
  // Every question right, except Q2 wrong, Q3 left unanswered and Q4 right but marked for review.
  for (const [index, question] of questions.entries()) {
    if (question.type !== 'mcq') throw new Error(`${question.id} is not an MCQ`);
    await expect(heading(page)).toContainText(`Question ${index + 1}`);
    const letter = index === 1 ? LETTERS.find((other) => other !== question.answer)! : question.answer;
    if (index !== 2) await page.getByRole('radio', { name: new RegExp(`^Option ${letter}:`) }).check();
    if (index === 3) await button(page, 'Mark for Review & Next').click();
    else if (index < questions.length - 1) await button(page, 'Save & Next').click();
  }
  await button(page, 'Save & Next').click();
  await button(page, 'Submit test').click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByText('3 questions you got wrong, skipped or marked are now in your mistake notebook')).toBeVisible();
  await page.getByRole('link', { name: 'Open the mistake notebook' }).click();

  await expect(page).toHaveURL(urls.mistakes);
  await expect(summary(page)).toHaveText(/^3 questions in your notebook · 3 due today · 0 mastered$/);
  // The questions' text arrives with the exam's bank, after the summary: wait for the three cards.
  await expect(page.locator('[data-ref]')).toHaveCount(3);
  expect((await page.locator('[data-ref]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-ref')))).sort()).toEqual(
    [ref(1), ref(2), ref(3)].sort(),
  );
  await expect(card(page, ref(1))).toContainText('In the test you answered');
  await expect(card(page, ref(2))).toContainText('In the test you left it unanswered.');
  await expect(card(page, ref(3))).toContainText('(right) and marked it for review');
  await checkAxeAtBothWidths(page, 'mistake notebook');

  // Retry Q2 right and Q3 wrong: feedback at once, with the explanation.
  const key = (index: number) => (questions[index] as { answer: string }).answer;
  await card(page, ref(1))
    .locator(`input[value="${key(1)}"]`)
    .check();
  await card(page, ref(1)).getByRole('button', { name: 'Check answer' }).click();
  await expect(card(page, ref(1)).getByRole('status')).toHaveText(`Right: the answer is (${key(1)}).`);
  await expect(card(page, ref(1)).getByRole('heading', { name: 'Explanation' })).toBeVisible();
  const wrong = LETTERS.find((letter) => letter !== key(2))!;
  await card(page, ref(2)).locator(`input[value="${wrong}"]`).check();
  await card(page, ref(2)).getByRole('button', { name: 'Check answer' }).click();
  await expect(card(page, ref(2)).getByRole('status')).toContainText(`Not quite: the answer is (${key(2)})`);

  // Removing is undoable.
  await card(page, ref(3)).getByRole('button', { name: 'Remove from notebook' }).click();
  await expect(summary(page)).toHaveText(/^2 questions in your notebook/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(summary(page)).toHaveText(/^3 questions in your notebook/);

  // Today one is due (Q4, never retried); tomorrow all three (a right retry waits a day, a wrong one comes back tomorrow).
  await page.reload();
  await expect(summary(page)).toHaveText(/^3 questions in your notebook · 1 due today/);
  await visit(urls.practice);
  await expect(page.getByText('1 question due today · 3 in your notebook')).toBeVisible();
  await page.clock.setFixedTime(Date.now() + DAY + 60_000);
  await visit(urls.mistakes);
  await expect(summary(page)).toHaveText(/^3 questions in your notebook · 3 due today/);
  // Q2 right again a day later: due in 3 days, so two days on only Q3 and Q4 are due.
  await card(page, ref(1))
    .locator(`input[value="${key(1)}"]`)
    .check();
  await card(page, ref(1)).getByRole('button', { name: 'Check answer' }).click();
  await expect(card(page, ref(1)).getByRole('status')).toHaveText(`Right: the answer is (${key(1)}).`);
  await page.clock.setFixedTime(Date.now() + 2 * DAY + 120_000);
  await page.reload();
  await expect(summary(page)).toHaveText(/^3 questions in your notebook · 2 due today/);
});

test('a topic drill repeats no question until its pool is used up, and the analysis counts it', async ({ page, visit }) => {
  await visit(urls.topics);
  await page.getByRole('link', { name: 'Reading comprehension', exact: true }).click();
  await expect(page).toHaveURL(/\/practice\/drill\?topic=reading-comprehension$/);
  await expect(page.getByRole('radio', { name: /^All exams/ })).toBeChecked();
  const seen: string[] = [];
  for (const round of [1, 2]) {
    await button(page, 'Start the drill').click();
    for (let question = 1; question <= 10; question += 1) {
      await expect(page.getByRole('heading', { name: `Reading comprehension: question ${question} of 10` })).toBeVisible();
      seen.push((await page.locator('[data-ref]').getAttribute('data-ref'))!);
      if (question === 1) {
        // Answer the first, see the feedback and the explanation, then move on.
        await page.locator('[data-ref] input[type="radio"]').first().check();
        await button(page, 'Check answer').click();
        await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
        await button(page, 'Next question').click();
      } else await button(page, 'Skip').click();
    }
    await expect(page.getByRole('heading', { name: /^Reading comprehension: you got [01] of 10 right$/ })).toBeVisible();
    if (round === 1) await checkAxeAtBothWidths(page, 'drill result');
    if (round === 1) await button(page, 'Drill again').click();
  }
  expect(new Set(seen).size).toBe(20);
  await visit(urls.progress);
  await expect(page.getByRole('heading', { name: 'Your weakest topics', exact: true })).toBeVisible();
  await expect(page.getByText(/Reading comprehension/).first()).toBeVisible();
});

/** A device with two finished CAT attempts saved in today's stored format (a bare list), a notebook review and a Sudoku game. */
async function seedDevice(page: Page) {
  const cat = practiceTests.get('cat-practice-1')!;
  const ids = cat.sections.flatMap((section) => section.questions.map((question) => question.id));
  const attempt = (startedAt: number, answer: string | null) => ({
    score: 3,
    maxScore: 3 * ids.length,
    correct: 1,
    wrong: 0,
    skipped: ids.length - 1,
    questions: ids.length,
    timeMs: 60_000,
    startedAt,
    submittedAt: startedAt + 60_000,
    version: cat.version,
    endReason: 'submitted',
    sections: [],
    responses: Object.fromEntries(ids.map((id, index) => [id, { answer: index === 0 ? answer : null, marked: false, timeMs: 2_000 }])),
  });
  await page.evaluate(
    ({ testId, entries, firstRef }) => {
      localStorage.setItem(`practice.history.${testId}`, JSON.stringify(entries));
      localStorage.setItem(
        'progress.notebook',
        JSON.stringify({ format: 1, value: { [firstRef]: { box: 2, due: 1, updatedAt: Date.now() } } }),
      );
      localStorage.setItem('sudoku.game', '{"saved":"game"}');
    },
    { testId: cat.id, entries: [attempt(Date.UTC(2026, 9, 1), 'A'), attempt(Date.UTC(2026, 9, 5), 'B')], firstRef: `${cat.id}/${ids[1]}` },
  );
}

async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Progress file to import').setInputFiles(file);
}

test('progress moves to a second phone with one file; a bad file changes nothing; clearing after an export loses nothing', async ({
  page,
  visit,
  browser,
}) => {
  await visit(urls.progress);
  await seedDevice(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'CAT', exact: true })).toBeVisible();
  await checkAxeAtBothWidths(page, 'my progress');
  const before = await stored(page);

  const download = page.waitForEvent('download');
  await button(page, 'Save progress file').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^prep-gurus-progress-\d{4}-\d{2}-\d{2}\.json$/);
  const buffer = fs.readFileSync((await file.path())!);

  // A second device: a fresh browser profile.
  const other: BrowserContext = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(urls.progress);
  await expect(phone.getByRole('heading', { name: 'Nothing to analyse yet' })).toBeVisible();
  await importFile(phone, {
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"app": "prep-gurus-progress", "forma'),
  });
  await expect(phone.getByRole('region', { name: 'Keep your progress safe' }).getByRole('alert')).toContainText('could not be read');
  expect(Object.keys(await stored(phone))).toEqual([]);
  await importFile(phone, { name: file.suggestedFilename(), mimeType: 'application/json', buffer });
  await expect(phone.getByRole('status').filter({ hasText: 'Imported' })).toContainText('Imported: 2 attempts added');
  await expect(phone.getByRole('heading', { name: 'CAT', exact: true })).toBeVisible();
  const moved = await stored(phone);
  // Format 1 (a bare list, as seeded) or format 2 ({ format, entries }, as written since).
  const entries = (raw: string | null) => {
    const value = JSON.parse(raw!);
    return Array.isArray(value) ? value : value.entries;
  };
  const historyKey = 'practice.history.cat-practice-1';
  expect(entries(moved[historyKey])).toEqual(entries(before[historyKey]));
  expect(JSON.parse(moved['progress.notebook']!)).toEqual(JSON.parse(before['progress.notebook']!));
  expect(moved['sudoku.game']).toBe(before['sudoku.game']);
  // The same file again adds nothing.
  await importFile(phone, { name: file.suggestedFilename(), mimeType: 'application/json', buffer });
  await expect(phone.getByRole('status').filter({ hasText: 'Imported' })).toContainText('Imported: 0 attempts added');
  expect(entries((await stored(phone))[historyKey])).toHaveLength(2);
  await other.close();

  // On the first device, everything cleared by mistake comes back from the file.
  await button(page, 'Clear all my progress').click();
  await page.getByRole('dialog', { name: 'Clear all your progress?' }).getByRole('button', { name: 'Yes, clear everything' }).click();
  await expect(page.getByText('All your progress on this device was cleared.')).toBeVisible();
  expect(Object.keys(await stored(page)).filter((key) => key.startsWith('practice.') || key === 'sudoku.game')).toEqual([]);
  await importFile(page, { name: file.suggestedFilename(), mimeType: 'application/json', buffer });
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText('Imported: 2 attempts added');
  expect(entries((await stored(page))[historyKey])).toEqual(entries(before[historyKey]));
});

test.describe('issue 43: the notebook and My progress as a student reads them', () => {
  /** What sticks out of an element's content box, outside any box that scrolls or clips: text the student cannot see. */
  const cutOff = (element: Locator) =>
    element.evaluate((root) => {
      const style = getComputedStyle(root);
      const right = root.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      const scrolls = (node: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(node).overflowX);
      return [...root.querySelectorAll('*')]
        .filter((node) => {
          for (let parent = node.parentElement; parent && parent !== root; parent = parent.parentElement) if (scrolls(parent)) return false;
          return node.getBoundingClientRect().right > right + 1;
        })
        .slice(0, 3)
        .map(
          (node) =>
            `${node.tagName.toLowerCase()} "${(node.textContent ?? '').slice(0, 40)}" ends at ${Math.round(node.getBoundingClientRect().right)} px, the card's content at ${Math.round(right)} px`,
        );
    });

  test(
    'a long worked line in the notebook scrolls in its own box: nothing is cut at 375 or 320 px',
    MOBILE_ONLY,
    async ({ page, visit }) => {
      // CAT mock 1, question 55 (qa-4): its explanation has "AD² = AB·AC − BD·DC = 96 − 54 = 42" inside a sentence.
      const cat = practiceTests.get('cat-mock-1')!;
      const index = cat.sections.flatMap((section) => section.questions).findIndex((question) => question.id === 'qa-4');
      await visit(urls.mistakes);
      // Every other question answered right: the notebook holds this one question alone.
      const did = Object.fromEntries(
        cat.sections.flatMap((section) => section.questions).map((_, place) => [place, place === index ? 'wrong' : 'right']),
      ) as Record<number, 'wrong' | 'right'>;
      await seedHistory(page, cat, [finishedAttempt(cat, did)]);
      await page.reload();
      const notebookCard = card(page, `${cat.id}/qa-4`);
      await notebookCard.locator('input[type="radio"]').first().check();
      await notebookCard.getByRole('button', { name: 'Check answer' }).click();
      await expect(notebookCard.getByRole('heading', { name: 'Explanation' })).toBeVisible();
      await notebookCard.getByText('Show the answer and explanation without retrying').click();
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 812 });
        expect(await cutOff(notebookCard), `cut off at ${width} px`).toEqual([]);
        expect(await sidewaysScroll(page)).toBe(0);
      }
    },
  );

  test('an attempt with 13 answers brings its few mistakes, wrong and marked first; questions never opened stay out', async ({
    page,
    visit,
  }) => {
    const cat = practiceTests.get('cat-practice-1')!;
    // As in the issue: 13 answered (Q1 and Q7 wrong, Q3 right but marked), Q2 and Q4 opened and left, the other 9 never opened.
    const did = Object.fromEntries(
      Array.from({ length: 15 }, (_, index) => [index, index === 0 || index === 6 ? 'wrong' : index === 2 ? 'marked-right' : 'right']),
    ) as Record<number, 'right' | 'wrong' | 'marked-right' | 'skipped'>;
    did[1] = 'skipped';
    did[3] = 'skipped';
    await visit(urls.mistakes);
    await seedHistory(page, cat, [finishedAttempt(cat, did)]);
    await page.reload();
    await expect(summary(page)).toHaveText(/^5 questions in your notebook · 5 due today · 0 mastered$/);
    const filters = page.getByRole('group', { name: 'Show questions' });
    await expect(filters.getByRole('button')).toHaveText(['Due today (5)', 'Wrong (2)', 'Marked (1)', 'Skipped (2)', 'All (5)']);
    // Wrong and marked come first, then the skipped ones.
    const questions = cat.sections.flatMap((section) => section.questions);
    const listed = () =>
      page.locator('[data-ref]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-ref')!.split('/')[1]));
    await expect(page.locator('[data-ref]')).toHaveCount(5);
    expect((await listed()).slice(3).sort()).toEqual([questions[1].id, questions[3].id].sort());
    await filters.getByRole('button', { name: 'Wrong (2)' }).click();
    await expect(page.locator('[data-ref]')).toHaveCount(2);
    expect((await listed()).sort()).toEqual([questions[0].id, questions[6].id].sort());
    await filters.getByRole('button', { name: 'Marked (1)' }).click();
    await expect(page.locator('[data-ref]')).toHaveCount(1);
    await expect(card(page, `${cat.id}/${questions[2].id}`)).toContainText('(right) and marked it for review');
  });

  test(
    'My progress labels every figure for what it is, and its topic table fits the phone as cards',
    MOBILE_ONLY,
    async ({ page, visit }) => {
      const cat = practiceTests.get('cat-practice-1')!;
      const questions = cat.sections.flatMap((section) => section.questions);
      // One topic answered three times (all right), the test's other questions skipped: one weakest topic only.
      const counts = new Map<string, number[]>();
      questions.forEach((question, index) => counts.set(question.topic, [...(counts.get(question.topic) ?? []), index]));
      const [topic, places] = [...counts].find(([, indexes]) => indexes.length >= 3)!;
      const did = Object.fromEntries(
        questions.map((_, index) => [index, places.slice(0, 3).includes(index) ? 'right' : 'skipped']),
      ) as Record<number, 'right' | 'skipped'>;
      await visit(urls.progress);
      await seedHistory(page, cat, [finishedAttempt(cat, did)]);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Your weakest topic', exact: true })).toBeVisible();
      await expect(page.getByText(`${topic}: 100% right of 3 answered`)).toBeVisible();
      const exam = page.getByRole('region', { name: 'CAT', exact: true });
      await expect(exam.getByRole('definition').filter({ hasText: /^100%/ })).toHaveText('100% 3 right of 3 answered');
      await expect(exam.getByRole('definition').filter({ hasText: /answered of/ })).toHaveText(
        `${Math.round((3 / questions.length) * 100)}% 3 answered of ${questions.length} questions`,
      );
      await expect(exam.getByRole('term').filter({ hasText: 'Your time per question' })).toBeVisible();
      await expect(exam.getByRole('definition').filter({ hasText: 'the exam allows' })).toBeVisible();
      // The topic's row: answered of its questions, right, accuracy (right of answered), each named.
      const row = exam.getByRole('row').filter({ has: page.getByRole('rowheader', { name: topic, exact: true }) });
      await expect(row.getByRole('cell').first()).toHaveText(`3 of ${places.length}`);
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 812 });
        expect(await sidewaysScroll(page), `My progress scrolls sideways at ${width} px`).toBe(0);
        // Every figure of the row is on the screen, beside its name.
        for (const cell of await row.getByRole('cell').all()) {
          const box = (await cell.boundingBox())!;
          expect(box.x + box.width, `${await cell.textContent()} at ${width} px`).toBeLessThanOrEqual(width);
        }
        await expect(row.getByRole('cell').nth(2)).toBeVisible();
      }
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoAxeViolations(page, 'my progress at 375 px');
    },
  );
});

test.describe('a drill left halfway (issue 43, item 2)', () => {
  /** The answer key of a drill question, from its bank reference ("testId/questionId"). */
  const keyOf = (ref: string) => {
    const [testId, questionId] = ref.split('/');
    const question = practiceTests
      .get(testId)!
      .sections.flatMap((section) => section.questions)
      .find((candidate) => candidate.id === questionId)!;
    if (question.type !== 'mcq') throw new Error(`${ref} is not an MCQ`);
    return question.answer;
  };

  test('a drill left after four wrong answers has them in the notebook at once, and resumes at question 5', async ({ page, visit }) => {
    await visit(urls.topicDrill('reading-comprehension'));
    await button(page, 'Start the drill').click();
    const missed: string[] = [];
    for (let question = 1; question <= 4; question += 1) {
      await expect(page.getByRole('heading', { name: `Reading comprehension: question ${question} of 10` })).toBeVisible();
      const ref = (await page.locator('[data-ref]').getAttribute('data-ref'))!;
      missed.push(ref);
      await page
        .locator(`[data-ref] input[type="radio"]:not([value="${keyOf(ref)}"])`)
        .first()
        .check();
      await button(page, 'Check answer').click();
      await expect(page.getByRole('status').filter({ hasText: 'Not quite' })).toBeVisible();
      // The fourth answer is the last: the student leaves without pressing anything more.
      if (question < 4) await button(page, 'Next question').click();
    }

    await visit(urls.mistakes);
    await expect(summary(page)).toHaveText(/^4 questions in your notebook/);
    await expect(page.locator('[data-ref]')).toHaveCount(4);
    expect((await page.locator('[data-ref]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-ref')))).sort()).toEqual(
      [...missed].sort(),
    );

    await visit(urls.topicDrill('reading-comprehension'));
    await expect(button(page, 'Resume your drill (4 of 10 answered)')).toBeVisible();
    await checkAxeAtBothWidths(page, 'drill resume offer');
    await button(page, 'Resume your drill (4 of 10 answered)').click();
    await expect(page.getByRole('heading', { name: 'Reading comprehension: question 5 of 10' })).toBeVisible();
    expect(missed).not.toContain(await page.locator('[data-ref]').getAttribute('data-ref'));
    await button(page, 'End the drill').click();
    await expect(page.getByRole('heading', { name: 'Reading comprehension: you got 0 of 10 right' })).toBeVisible();
    // Ended: nothing left to resume.
    await visit(urls.topicDrill('reading-comprehension'));
    await expect(button(page, 'Start the drill')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resume your drill/ })).toHaveCount(0);
  });
});
