import type { Marks } from '@/lib/content/marking';
import type { PracticeQuestion } from '@/lib/content/practice';
import type { TestMeta } from './attempt';

/**
 * Scores an attempt by the exam's marking: per question correct, wrong or skipped; per section
 * and in total the score, counts, accuracy and attempt rate, and the time spent. Only saved
 * answers count (a choice never saved with Save & Next is not an answer, as in the exam).
 */

export type Key = {
  type: PracticeQuestion['type'];
  /** The option letter (any string, so a key need not be narrowed to A–E), an exact number, or an accepted range. */
  answer: string | Extract<PracticeQuestion, { type: 'numeric' }>['answer'];
  marks: Marks;
};

export type Keys = Record<string, Key>;

export type Outcome = 'correct' | 'wrong' | 'skipped';

export type QuestionScore = { outcome: Outcome; marks: number; timeMs: number };

export type Tally = {
  score: number;
  maxScore: number;
  correct: number;
  wrong: number;
  skipped: number;
  questions: number;
  timeMs: number;
};

export type SectionScore = Tally & { id: string; name: string };

export type AttemptScore = Tally & { sections: SectionScore[]; byQuestion: Record<string, QuestionScore> };

/** A typed number as the student wrote it: spaces and thousands separators allowed. */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '').replace(/^\+/, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Whether an answer matches its key; numbers within a hair of the key (floating point) count. */
export function isCorrect(key: Key, answer: string): boolean {
  if (key.type === 'mcq') return answer === key.answer;
  const value = parseNumber(answer);
  if (value === null) return false;
  if (typeof key.answer === 'object') return value >= key.answer.min - 1e-9 && value <= key.answer.max + 1e-9;
  return Math.abs(value - Number(key.answer)) < 1e-9;
}

/** Avoids 0.1 + 0.2 artefacts in quarter-mark totals: scores are kept to two decimals. */
const round = (value: number) => Math.round(value * 100) / 100;

export function scoreQuestion(key: Key, answer: string | null, timeMs = 0): QuestionScore {
  if (answer === null || answer === '') return { outcome: 'skipped', marks: 0, timeMs };
  return isCorrect(key, answer)
    ? { outcome: 'correct', marks: key.marks.correct, timeMs }
    : { outcome: 'wrong', marks: key.marks.wrong, timeMs };
}

const emptyTally = (): Tally => ({ score: 0, maxScore: 0, correct: 0, wrong: 0, skipped: 0, questions: 0, timeMs: 0 });

function add(tally: Tally, key: Key, result: QuestionScore): Tally {
  return {
    score: round(tally.score + result.marks),
    maxScore: round(tally.maxScore + key.marks.correct),
    correct: tally.correct + (result.outcome === 'correct' ? 1 : 0),
    wrong: tally.wrong + (result.outcome === 'wrong' ? 1 : 0),
    skipped: tally.skipped + (result.outcome === 'skipped' ? 1 : 0),
    questions: tally.questions + 1,
    timeMs: tally.timeMs + result.timeMs,
  };
}

/** Scores saved answers (question id → answer and time); questions the test no longer has are left out. */
export function scoreAttempt(
  test: TestMeta,
  keys: Keys,
  responses: Record<string, { answer: string | null; timeMs?: number }>,
): AttemptScore {
  const byQuestion: Record<string, QuestionScore> = {};
  let total = emptyTally();
  const sections = test.sections.map((section) => {
    let tally = emptyTally();
    for (const question of section.questions) {
      const key = keys[question.id];
      const response = responses[question.id];
      const result = scoreQuestion(key, response?.answer ?? null, response?.timeMs ?? 0);
      byQuestion[question.id] = result;
      tally = add(tally, key, result);
      total = add(total, key, result);
    }
    return { id: section.id, name: section.name, ...tally };
  });
  return { ...total, sections, byQuestion };
}

/** Correct answers among those attempted, as a whole percentage (0 when nothing was attempted). */
export const accuracy = (tally: Tally) =>
  tally.correct + tally.wrong === 0 ? 0 : Math.round((100 * tally.correct) / (tally.correct + tally.wrong));

/** Questions attempted among all, as a whole percentage. */
export const attemptRate = (tally: Tally) =>
  tally.questions === 0 ? 0 : Math.round((100 * (tally.correct + tally.wrong)) / tally.questions);
