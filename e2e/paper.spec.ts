import type { Page } from '@playwright/test';
import { marksFor } from '../lib/content/marking';
import { practiceTests, sectionScheme } from '../lib/content/practice';
import { formatScore } from '../lib/practice/engine/format';
import { scoreAttempt } from '../lib/practice/engine/scoring';
import type { Keys } from '../lib/practice/model/key';
import { OPTION_LETTERS } from '../lib/practice/model/letters';
import { expect, expectFitsWidths, openPage, test } from './fixtures';

/**
 * Paper mode (issue 46, item 4) on a CLAT mock, the pen-and-paper exam it is offered first for:
 * the printed booklet and OMR sheet through Chromium's own print (PDF) path, and the answer grid
 * scoring 120 answers as the engine scores an attempt on screen.
 */

const PHONE = { width: 375, height: 667 };
const mock = practiceTests.get('clat-mock-1')!;
const questions = mock.sections.flatMap((section) => section.questions);
/** Pages in a PDF Chromium wrote: one page object each. */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
const plain = (markdown: string) =>
  markdown
    .replace(/[*_`$\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

test('the CLAT booklet and OMR sheet print: every question once, no keys or explanations, a sensible page count', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openPage(page, mock.href);
  // Offered first on a pen-and-paper exam: before Start.
  const paperMode = page.getByRole('region', { name: 'Take it on paper, as on the day' });
  await expect(paperMode).toBeVisible();
  await page.getByRole('button', { name: 'Print the question booklet' }).click();
  const booklet = page.locator('[data-print-document]');
  await expect(page.getByRole('heading', { level: 2, name: 'Question booklet' })).toBeFocused();
  const numbers = await booklet
    .locator('[data-booklet-question]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-booklet-question')));
  expect(numbers).toEqual(questions.map((_, index) => String(index + 1)));
  const text = await booklet.innerText();
  // No explanation and no key line: the start of every explanation is absent.
  for (const question of questions) expect(text).not.toContain(plain(question.explanation).slice(0, 60));
  expect(text).not.toMatch(/Answer:|Explanation/);
  await expectFitsWidths(page, 'the question booklet', { widths: [375, 320, 1280] });
  // Cover, then the questions: CLAT's 120 questions on their passages run to a few dozen A4 pages.
  const bookletPages = await printed(page);
  expect(bookletPages).toBeGreaterThanOrEqual(15);
  expect(bookletPages).toBeLessThanOrEqual(60);

  await page.getByRole('button', { name: 'Back to the instructions' }).click();
  await page.getByRole('button', { name: 'Print the OMR answer sheet' }).click();
  const sheet = page.locator('[data-print-document]');
  await expect(sheet.locator('[data-omr-row]')).toHaveCount(questions.length);
  await expect(sheet.locator('[data-omr-row="120"]')).toContainText('120ABCD');
  for (const field of ['Name', 'Date', 'Start time', 'End time']) await expect(sheet.getByText(field, { exact: true })).toBeVisible();
  expect(await printed(page)).toBe(1);
  await expectFitsWidths(page, 'the OMR sheet');
});

test('at 375 px the answer grid takes 120 answers from paper and scores them as the same answers on screen score', async ({ page }) => {
  // A fixed mix by position: blank, wrong, right, right.
  const answers: Record<string, string | null> = {};
  questions.forEach((question, index) => {
    const key = question.answer as string;
    const wrong = OPTION_LETTERS[(OPTION_LETTERS.indexOf(key as 'A') + 1) % 4];
    answers[question.id] = [null, wrong, key, key][index % 4];
  });
  // The last question is left blank in the typed row, then marked with a tap.
  const last = questions.at(-1)!;
  answers[last.id] = last.answer as string;
  const typed = { ...answers, [last.id]: null };
  const keys: Keys = {};
  for (const section of mock.sections)
    for (const question of section.questions)
      keys[question.id] = { type: question.type, answer: question.answer, marks: marksFor(sectionScheme(mock, section), question.type) };
  const expected = scoreAttempt(mock, keys, Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id, { answer }])));

  await page.setViewportSize(PHONE);
  await openPage(page, mock.href);
  await page.getByRole('button', { name: 'Enter answers from paper' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Enter your answers from paper' })).toBeFocused();
  const boxes = page.getByLabel('Type the letters');
  await expect(boxes).toHaveCount(mock.sections.length);
  for (const [index, section] of mock.sections.entries())
    await boxes.nth(index).fill(section.questions.map((question) => typed[question.id] ?? '-').join(''));
  // A letter a row has no bubble for is refused, naming the question, and changes nothing.
  await boxes.nth(0).fill('ABZ');
  await expect(page.getByText('“Z” for question 3')).toBeVisible();
  await boxes.nth(0).fill(mock.sections[0].questions.map((question) => typed[question.id] ?? '-').join(''));
  const lastRow = page.getByRole('group', { name: `Question ${questions.length}`, exact: true });
  await lastRow.getByRole('button', { name: last.answer as string }).click();
  await expect(lastRow.getByRole('button', { name: last.answer as string })).toHaveAttribute('aria-pressed', 'true');
  const answered = Object.values(answers).filter(Boolean).length;
  await expect(page.getByTestId('paper-count')).toHaveText(`${answered} of ${questions.length} answered`);
  await expectFitsWidths(page, 'the answer grid', { widths: [1280, 320, 375] });

  await page.getByLabel('Minutes you took').fill('112');
  await page.getByRole('button', { name: 'Score my answers' }).click();
  await expect(page.getByTestId('total-score')).toHaveText(formatScore(expected.score));
  await expect(page.getByTestId('correct')).toHaveText(String(expected.correct));
  await expect(page.getByTestId('wrong')).toHaveText(String(expected.wrong));
  await expect(page.getByTestId('time')).toHaveText('112 min');
  await expect(page.getByText(/, on paper \(answers entered after; no time per question\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Instructions and past attempts' }).click();
  await expect(page.getByRole('rowheader', { name: /, on paper$/ })).toBeVisible();
});
