import type { Page } from '@playwright/test';
import type { PracticeTest } from '../lib/content/practice';

export type SeedResponse = { answer: string | null; marked?: boolean; timeMs?: number; visited?: boolean };
/** What the student did with a question: `kind` wrong/right takes the key or another option. */
export type SeedAnswer = 'right' | 'wrong' | 'skipped' | 'marked-right' | 'unopened';

const LETTERS = ['A', 'B', 'C', 'D', 'E'];

/** The answer to store for a question: its key, or a wrong answer of its type. */
function answerFor(question: PracticeTest['sections'][number]['questions'][number], right: boolean): string {
  if (question.type === 'mcq') return right ? question.answer : LETTERS.find((letter) => letter !== question.answer)!;
  const key = typeof question.answer === 'number' ? question.answer : question.answer.min;
  return String(right ? key : key + 1000);
}

/**
 * A finished attempt as the site saves it (lib/practice/store/attempts.ts), built from what the student
 * did with each question (by its place in the test); questions not listed were never opened.
 */
export function finishedAttempt(practice: PracticeTest, did: Record<number, SeedAnswer>, startedAt = Date.now() - 3_600_000) {
  const questions = practice.sections.flatMap((section) => section.questions);
  const responses: Record<string, Required<SeedResponse>> = {};
  let correct = 0;
  let wrong = 0;
  questions.forEach((question, index) => {
    const kind = did[index] ?? 'unopened';
    if (kind === 'right' || kind === 'marked-right') correct += 1;
    if (kind === 'wrong') wrong += 1;
    responses[question.id] = {
      answer: kind === 'skipped' || kind === 'unopened' ? null : answerFor(question, kind !== 'wrong'),
      marked: kind === 'marked-right',
      timeMs: kind === 'unopened' ? 0 : 40_000,
      visited: kind !== 'unopened',
    };
  });
  return {
    score: correct * 3 - wrong,
    maxScore: questions.length * 3,
    correct,
    wrong,
    skipped: questions.length - correct - wrong,
    questions: questions.length,
    timeMs: 600_000,
    startedAt,
    submittedAt: startedAt + 600_000,
    version: practice.version,
    endReason: 'submitted' as const,
    sections: practice.sections.map((section) => ({
      id: section.id,
      name: section.name,
      score: 0,
      maxScore: section.questions.length * 3,
      correct: 0,
      wrong: 0,
      skipped: 0,
      questions: section.questions.length,
      timeMs: 200_000,
    })),
    responses,
  };
}

/** Saves finished attempts on the device (the page must be on the site already); reload to read them. */
export async function seedHistory(page: Page, practice: PracticeTest, entries: ReturnType<typeof finishedAttempt>[]) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `practice.history.${practice.id}`,
    value: JSON.stringify({ format: 2, entries }),
  });
}
