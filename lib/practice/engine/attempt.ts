/**
 * One attempt at a practice test, as the national testing agency's and TCS iON's screens run it:
 * a question at a time, answers saved with Save & Next, marks for review, a palette of states,
 * and a clock that counts down from end timestamps (so it stays exact across sleep, tab switches
 * and reloads). Sections with their own time limit run one after another and close when their
 * time ends. Pure functions of (test, attempt, now): no React, no storage, no clock of its own.
 */

import type { Attempt, PaletteStatus, QuestionResponse } from '../model/attempt';
import type { TestMeta } from '../model/outline';

const MINUTE = 60_000;

/** Tests whose sections each have a time limit run them one after another, each on its own clock. */
export const isSectional = (test: TestMeta) => test.sections.every((section) => section.timeLimitMinutes !== undefined);

export const allQuestions = (test: TestMeta) => test.sections.flatMap((section) => section.questions);

export function sectionOf(test: TestMeta, questionId: string): number {
  return test.sections.findIndex((section) => section.questions.some((question) => question.id === questionId));
}

/**
 * How much longer than standard this attempt's clocks run: 1, or 1 + m/60 with compensatory time
 * of m minutes per hour (20 minutes per hour turns 120 minutes into 160, and a 40-minute section
 * into 53 min 20 s).
 */
export const timeScale = (attempt: Pick<Attempt, 'compensatoryMinutesPerHour'>) => 1 + (attempt.compensatoryMinutesPerHour ?? 0) / 60;

/** Minutes as milliseconds on this attempt's clock, to the millisecond. */
export const scaledMs = (minutes: number, attempt: Pick<Attempt, 'compensatoryMinutesPerHour'>) =>
  Math.round(minutes * timeScale(attempt) * MINUTE);

export function startAttempt(test: TestMeta, now: number, compensatoryMinutesPerHour?: number): Attempt {
  const first = test.sections[0].questions[0].id;
  const responses: Record<string, QuestionResponse> = {};
  for (const question of allQuestions(test))
    responses[question.id] = { answer: null, draft: null, marked: false, visited: false, timeMs: 0 };
  responses[first].visited = true;
  return {
    testId: test.id,
    version: test.version,
    status: 'running',
    startedAt: now,
    sectionOpenedAt: test.sections.map((_, index) => (index === 0 ? now : null)),
    sectionIndex: 0,
    currentId: first,
    responses,
    creditedUntil: now,
    submittedAt: null,
    endReason: null,
    ...(compensatoryMinutesPerHour ? { compensatoryMinutesPerHour } : {}),
  };
}

/** When the open section's time ends (sectional tests), or the whole test's. */
export function deadline(test: TestMeta, attempt: Attempt): number {
  if (!isSectional(test)) return attempt.startedAt + scaledMs(test.durationMinutes, attempt);
  const opened = attempt.sectionOpenedAt[attempt.sectionIndex] ?? attempt.startedAt;
  return opened + scaledMs(test.sections[attempt.sectionIndex].timeLimitMinutes!, attempt);
}

/** Milliseconds left on the clock the student sees (the open section's, in a sectional test). */
export function timeLeft(test: TestMeta, attempt: Attempt, now: number): number {
  if (attempt.status !== 'running') return 0;
  return Math.max(0, deadline(test, attempt) - now);
}

/** Sections the student may open now: all in an untimed test; in a sectional one the open section and earlier ones that do not lock. */
export function reachableSections(test: TestMeta, attempt: Attempt): number[] {
  if (!isSectional(test)) return test.sections.map((_, index) => index);
  return test.sections.flatMap((section, index) =>
    index === attempt.sectionIndex || (index < attempt.sectionIndex && !section.lockOnTimeUp) ? [index] : [],
  );
}

function credit(attempt: Attempt, until: number): Attempt {
  const spent = Math.max(0, until - attempt.creditedUntil);
  if (spent === 0) return attempt.creditedUntil >= until ? attempt : { ...attempt, creditedUntil: until };
  const current = attempt.responses[attempt.currentId];
  return {
    ...attempt,
    creditedUntil: until,
    responses: { ...attempt.responses, [attempt.currentId]: { ...current, timeMs: current.timeMs + spent } },
  };
}

/**
 * Credits the time until `now` to the open question (as credit does) and opens another, in one
 * copy of the responses: a move runs this on every tap, and a full-length mock's responses have up
 * to 150 entries.
 */
function show(attempt: Attempt, questionId: string, now: number): Attempt {
  const spent = Math.max(0, now - attempt.creditedUntil);
  const leaving = attempt.responses[attempt.currentId];
  const arriving = attempt.responses[questionId];
  return {
    ...attempt,
    creditedUntil: Math.max(attempt.creditedUntil, now),
    currentId: questionId,
    responses: {
      ...attempt.responses,
      // A choice not saved with Save & Next is dropped when the student moves on, as in the exam.
      [attempt.currentId]: { ...leaving, timeMs: leaving.timeMs + spent, draft: leaving.answer },
      [questionId]: { ...arriving, visited: true, draft: arriving.answer },
    },
  };
}

function submitAt(attempt: Attempt, at: number, reason: 'submitted' | 'time'): Attempt {
  const credited = credit(attempt, at);
  return { ...credited, status: 'submitted', submittedAt: at, endReason: reason };
}

/** Opens section `index` at `at` (the previous one's end) and shows its first question. */
function openSection(test: TestMeta, attempt: Attempt, index: number, at: number): Attempt {
  const sectionOpenedAt = attempt.sectionOpenedAt.map((opened, i) => (i === index ? at : opened));
  return show({ ...attempt, sectionIndex: index, sectionOpenedAt }, test.sections[index].questions[0].id, at);
}

/**
 * Brings the attempt up to `now`: credits time to the open question, closes every section whose
 * time has ended (each next one opening when the previous ended, as if the student had been
 * there) and submits the test when its time is over, with the answers saved until then.
 */
export function advance(test: TestMeta, attempt: Attempt, now: number): Attempt {
  let current = attempt;
  while (current.status === 'running') {
    const end = deadline(test, current);
    if (end > now) return credit(current, now);
    const last = !isSectional(test) || current.sectionIndex === test.sections.length - 1;
    current = last ? submitAt(current, end, 'time') : openSection(test, current, current.sectionIndex + 1, end);
  }
  return current;
}

/**
 * The page is being hidden or left (a reload, a closed tab, another app, Back): the open question
 * is credited with its time until `now` (until its clock's end at most), so the attempt saved
 * then carries it and resume() later leaves out only the time away. Nothing else changes: a
 * section whose time ended closes on the next advance, as it would have.
 */
export function pause(test: TestMeta, attempt: Attempt, now: number): Attempt {
  if (attempt.status !== 'running') return attempt;
  return credit(attempt, Math.min(now, deadline(test, attempt)));
}

/**
 * Reopens a saved attempt at `now` (a reload, a reopened tab): the clocks ran on while the page
 * was closed, so sections that ended meanwhile are closed and an expired test is submitted with
 * the answers saved, but the time away (since the page was left, when pause() credited the open
 * question) is not counted as time spent on any question.
 */
export function resume(test: TestMeta, attempt: Attempt, now: number): Attempt {
  if (attempt.status !== 'running') return attempt;
  return advance(test, { ...attempt, creditedUntil: Math.max(attempt.creditedUntil, now) }, now);
}

/** Opens a question the student may reach (palette, section tab). */
export function goTo(test: TestMeta, attempt: Attempt, questionId: string, now: number): Attempt {
  if (attempt.status !== 'running' || questionId === attempt.currentId) return attempt;
  const section = sectionOf(test, questionId);
  if (section === -1 || !reachableSections(test, attempt).includes(section)) return attempt;
  const moved = show(attempt, questionId, now);
  return isSectional(test) ? moved : { ...moved, sectionIndex: section };
}

/** Chooses an option or types a number for the open question (not saved until Save & Next). */
export function choose(attempt: Attempt, value: string | null): Attempt {
  if (attempt.status !== 'running') return attempt;
  const response = attempt.responses[attempt.currentId];
  return { ...attempt, responses: { ...attempt.responses, [attempt.currentId]: { ...response, draft: value === '' ? null : value } } };
}

/**
 * The question after the open one: the next in its section, then (untimed tests) the next
 * section's first. At the end of what the student can move on to (a sectional test's section, an
 * untimed test's last question) it is the open question itself: Save & Next saves and stays, and
 * the screen says the end is reached, rather than silently wrapping to the section's first
 * question, which students took for a glitch (issue 21).
 */
function nextQuestionId(test: TestMeta, attempt: Attempt): string {
  const sectionIndex = sectionOf(test, attempt.currentId);
  const questions = test.sections[sectionIndex].questions;
  const index = questions.findIndex((question) => question.id === attempt.currentId);
  if (index < questions.length - 1) return questions[index + 1].id;
  if (!isSectional(test) && sectionIndex < test.sections.length - 1) return test.sections[sectionIndex + 1].questions[0].id;
  return attempt.currentId;
}

/** Save & Next on the open question would not move: it is the last of its section (sectional) or of the test. */
export function atEndOfSection(test: TestMeta, attempt: Attempt): boolean {
  return nextQuestionId(test, attempt) === attempt.currentId;
}

function saveCurrent(attempt: Attempt, marked: boolean): Attempt {
  const response = attempt.responses[attempt.currentId];
  return { ...attempt, responses: { ...attempt.responses, [attempt.currentId]: { ...response, answer: response.draft, marked } } };
}

function moveOn(test: TestMeta, attempt: Attempt, now: number): Attempt {
  const next = nextQuestionId(test, attempt);
  if (next === attempt.currentId) return credit(attempt, now);
  const moved = show(attempt, next, now);
  return isSectional(test) ? moved : { ...moved, sectionIndex: sectionOf(test, next) };
}

/** Save & Next: saves the choice (unmarking the question) and opens the next question. */
export function saveAndNext(test: TestMeta, attempt: Attempt, now: number): Attempt {
  if (attempt.status !== 'running') return attempt;
  return moveOn(test, saveCurrent(attempt, false), now);
}

/** Mark for Review & Next: saves the choice, if any, marks the question and opens the next. */
export function markAndNext(test: TestMeta, attempt: Attempt, now: number): Attempt {
  if (attempt.status !== 'running') return attempt;
  return moveOn(test, saveCurrent(attempt, true), now);
}

/** Clear Response: the open question is unanswered again (its mark stays). */
export function clearResponse(attempt: Attempt): Attempt {
  if (attempt.status !== 'running') return attempt;
  const response = attempt.responses[attempt.currentId];
  return { ...attempt, responses: { ...attempt.responses, [attempt.currentId]: { ...response, answer: null, draft: null } } };
}

/** Previous: the question before the open one in the reachable order (the unsaved choice is dropped). */
export function previous(test: TestMeta, attempt: Attempt, now: number): Attempt {
  if (attempt.status !== 'running') return attempt;
  // Found in place rather than by listing every reachable question: this runs on every tap of
  // Previous, and a full-length mock has up to 150 questions.
  const reachable = reachableSections(test, attempt);
  const sectionIndex = sectionOf(test, attempt.currentId);
  if (!reachable.includes(sectionIndex)) return attempt;
  const questions = test.sections[sectionIndex].questions;
  const index = questions.findIndex((question) => question.id === attempt.currentId);
  if (index > 0) return goTo(test, attempt, questions[index - 1].id, now);
  const earlier = reachable.filter((section) => section < sectionIndex).at(-1);
  if (earlier === undefined) return attempt;
  const before = test.sections[earlier].questions;
  return goTo(test, attempt, before[before.length - 1].id, now);
}

/** A sectional test's "Submit section": closes the open section now and opens the next (or submits). */
export function finishSection(test: TestMeta, attempt: Attempt, now: number): Attempt {
  if (attempt.status !== 'running' || !isSectional(test)) return attempt;
  if (attempt.sectionIndex === test.sections.length - 1) return submitAt(attempt, now, 'submitted');
  return openSection(test, attempt, attempt.sectionIndex + 1, now);
}

export function submit(attempt: Attempt, now: number): Attempt {
  return attempt.status === 'running' ? submitAt(attempt, now, 'submitted') : attempt;
}

export function paletteStatus(response: QuestionResponse): PaletteStatus {
  if (!response.visited) return 'not-visited';
  if (response.answer !== null) return response.marked ? 'answered-marked' : 'answered';
  return response.marked ? 'marked' : 'not-answered';
}

/** No question in any palette state: the start of a count. */
export function emptyStatusCounts(): Record<PaletteStatus, number> {
  return { 'not-visited': 0, 'not-answered': 0, answered: 0, marked: 0, 'answered-marked': 0 };
}
