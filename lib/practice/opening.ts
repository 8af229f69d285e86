import { deadline, isSectional, resume, type Attempt, type TestMeta } from './attempt';
import type { HistoryEntry, LoadedAttempt } from './storage';

/**
 * What a test's page shows first, decided from what this device kept:
 * - an attempt still running: a resume screen with the time left and Resume, also after a reload
 *   mid-test (one tap, and the student sees where they stand before the clock is in front of them);
 * - an attempt whose time ran out while the page was closed: submitted, its result shown;
 * - no attempt but a finished one at this version of the test: the latest result, so a returning
 *   student sees their score first and "Start a new attempt" (the instructions are one tap away);
 * - otherwise the instructions, with a notice when what was saved could not be used.
 */
export type Opening =
  | { kind: 'intro'; notice: 'corrupt' | 'outdated' | 'unavailable' | null }
  | { kind: 'result'; entry: HistoryEntry }
  /** A running attempt waiting for the student's "Resume"; `attempt` is as it was saved. */
  | { kind: 'resume'; attempt: Attempt; clock: ResumeClock }
  /** After Resume: back to the exam screen, or (time ran out meanwhile) to the result. */
  | { kind: 'continue'; attempt: Attempt; notice: 'resumed' | 'expired-away' };

/**
 * The clock the exam screen will show on resuming: when the open section (sectional tests, whose
 * sections that ended meanwhile are closed) or the whole test ends.
 */
export type ResumeClock = { deadline: number; section?: { index: number; count: number } };

export function resumeClock(test: TestMeta, resumed: Attempt): ResumeClock {
  const end = deadline(test, resumed);
  return isSectional(test) && test.sections.length > 1
    ? { deadline: end, section: { index: resumed.sectionIndex, count: test.sections.length } }
    : { deadline: end };
}

export function openingScreen(test: TestMeta, loaded: LoadedAttempt, history: HistoryEntry[], now: number): Opening {
  if (loaded.kind === 'ok') {
    const resumed = resume(test, loaded.attempt, now);
    if (resumed.status === 'running') return { kind: 'resume', attempt: loaded.attempt, clock: resumeClock(test, resumed) };
    return continueAttempt(test, loaded.attempt, now);
  }
  if (loaded.kind !== 'none') return { kind: 'intro', notice: loaded.kind };
  const last = history.at(-1);
  return last && last.version === test.version ? { kind: 'result', entry: last } : { kind: 'intro', notice: null };
}

/** The saved attempt brought up to `now`: still running (back to the exam screen) or submitted on time. */
export function continueAttempt(test: TestMeta, saved: Attempt, now: number): Extract<Opening, { kind: 'continue' }> {
  const attempt = resume(test, saved, now);
  return { kind: 'continue', attempt, notice: attempt.status === 'submitted' && saved.status === 'running' ? 'expired-away' : 'resumed' };
}
