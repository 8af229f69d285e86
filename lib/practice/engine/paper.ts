/**
 * A test taken on paper: the student sits it with the printed booklet and OMR sheet, then enters
 * the bubbles (./paperRow.ts reads what they type), and the attempt is scored and kept like one
 * taken on screen (same engine, same history), marked as on paper. Pure: no React, no storage.
 */

import type { Attempt, QuestionResponse } from '../model/attempt';
import type { QuestionMeta, TestMeta } from '../model/outline';
import { allQuestions } from './attempt';

const MINUTE = 60_000;

/**
 * The finished attempt an answer grid stands for: every question seen (the booklet showed them
 * all, so a blank one counts as skipped and goes to the notebook), its answer as bubbled, no time
 * per question (paper does not say), the whole attempt as long as the student says it took, ending
 * now. Scoring it is scoring an online attempt with the same answers: the same `responses`.
 */
export function paperAttempt(test: TestMeta, answers: Record<string, string | null>, minutesTaken: number, now: number): Attempt {
  const questions: QuestionMeta[] = allQuestions(test);
  const startedAt = now - Math.round(minutesTaken * MINUTE);
  const responses: Record<string, QuestionResponse> = {};
  for (const question of questions) {
    const answer = answers[question.id]?.trim() || null;
    responses[question.id] = { answer, draft: null, marked: false, visited: true, timeMs: 0 };
  }
  return {
    testId: test.id,
    version: test.version,
    status: 'submitted',
    startedAt,
    sectionOpenedAt: test.sections.map(() => startedAt),
    sectionIndex: test.sections.length - 1,
    currentId: questions[0].id,
    responses,
    creditedUntil: now,
    submittedAt: now,
    endReason: 'submitted',
    onPaper: true,
  };
}
