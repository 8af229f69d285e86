import { resume, type Attempt, type TestMeta } from './attempt';
import type { HistoryEntry, LoadedAttempt } from '../store/attempts';

/**
 * What a test's page shows first, decided from what this device kept:
 * - an attempt still running: straight back into the exam frame on the open question, with a
 *   line saying so (a reload, the list's "Resume", a link: one tap or none, as the clock is
 *   running anyway; issue 43);
 * - an attempt whose time ran out while the page was closed: submitted, its result shown;
 * - no attempt but a finished one at this version of the test: the latest result, so a returning
 *   student sees their score first and "Start a new attempt" (the instructions are one tap away);
 * - otherwise the instructions, with a notice when what was saved could not be used.
 */
export type Opening =
  | { kind: 'intro'; notice: 'corrupt' | 'outdated' | 'unavailable' | null }
  | { kind: 'result'; entry: HistoryEntry }
  /** The saved attempt brought up to now: back on the exam screen, or (time ran out meanwhile) its result. */
  | { kind: 'continue'; attempt: Attempt; notice: 'resumed' | 'expired-away' };

export function openingScreen(test: TestMeta, loaded: LoadedAttempt, history: HistoryEntry[], now: number): Opening {
  if (loaded.kind === 'ok') return continueAttempt(test, loaded.attempt, now);
  if (loaded.kind !== 'none') return { kind: 'intro', notice: loaded.kind };
  const last = history.at(-1);
  return last && last.version === test.version ? { kind: 'result', entry: last } : { kind: 'intro', notice: null };
}

/** The saved attempt brought up to `now`: still running (back to the exam screen) or submitted on time. */
function continueAttempt(test: TestMeta, saved: Attempt, now: number): Extract<Opening, { kind: 'continue' }> {
  const attempt = resume(test, saved, now);
  return { kind: 'continue', attempt, notice: attempt.status === 'submitted' && saved.status === 'running' ? 'expired-away' : 'resumed' };
}
