/**
 * The answer grid's input helpers for a test taken on paper (./paper.ts builds the attempt): a row
 * of letters typed for a section read into answers and written back, a typed number checked, the
 * longest time a paper may say it took. They read no attempt, so the grid's screen may use them.
 */

import { OPTION_LETTERS } from '../model/letters';
import type { TestMeta } from '../model/outline';
import { parseNumber } from './scoring';

/** A multiple-choice row of the answer grid and how many options (bubbles) it has. */
export type LetterSlot = { id: string; options: number };

/** What typing a row of letters gives: an answer (or null, left blank) per slot, or why it cannot be read. */
export type LetterRow = { ok: true; answers: (string | null)[] } | { ok: false; error: string };

/** Characters that stand for a question left blank, as students write them on a rough sheet. */
const BLANK = new Set(['-', '.', '_', 'X']);

/**
 * Reads a row of letters typed for a section's multiple-choice questions, in order: "ACBD-DA…",
 * with `-` (or `.`, `_`, `x`) for a question left blank; spaces, commas and case do not
 * matter. Fewer letters than questions leave the rest blank; more, or a letter beyond a question's
 * options, is refused with the question it concerns, so nothing shifts a row silently (the very
 * mistake paper mode trains against).
 */
export function parseLetterRow(text: string, slots: readonly LetterSlot[], firstNumber = 1): LetterRow {
  const marks = [...text.toUpperCase().replace(/[\s,;]/g, '')];
  if (marks.length > slots.length)
    return { ok: false, error: `${marks.length} answers typed, but this section has ${slots.length} questions to choose in.` };
  const answers: (string | null)[] = [];
  for (const [index, slot] of slots.entries()) {
    const mark = marks[index];
    if (mark === undefined || BLANK.has(mark)) {
      answers.push(null);
      continue;
    }
    const letters = OPTION_LETTERS.slice(0, slot.options) as readonly string[];
    if (!letters.includes(mark))
      return {
        ok: false,
        error: `“${mark}” for question ${firstNumber + index}: use ${letters.join(', ')}, or - for a question left blank.`,
      };
    answers.push(mark);
  }
  return { ok: true, answers };
}

/** The answers of a grid written back as one row of letters (blank as -), for the typing box. */
export const letterRow = (answers: readonly (string | null)[]) => answers.map((answer) => answer ?? '-').join('');

/** Whether a typed answer to a question without options reads as a number (as scoring reads it). */
export const isNumberText = (text: string) => parseNumber(text) !== null;

/** The longest a paper attempt may say it took: three times the paper (compensatory time and a slow start included). */
export const maxPaperMinutes = (test: Pick<TestMeta, 'durationMinutes'>) => test.durationMinutes * 3;
