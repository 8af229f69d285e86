import { secondsLeft } from '@/games/clock';
import { deadline, isSectional, resume, type TestMeta } from './attempt';
import { parseAttempt, parseHistory, type HistoryEntry, type LoadedAttempt } from '../store/attempts';

/**
 * Where this device stands with a test, read from what the engine saved (see storage.ts) without
 * changing it: an attempt running (and how long its clock has left), one whose time ran out while
 * the page was closed (opening the test submits it), or none; and the past attempts' scores.
 * Storage that is missing, corrupt or from an older version of the test reads as "nothing in
 * progress", never as an error: the list of tests must always render.
 */

export type RunningState =
  | { kind: 'none' }
  /** Seconds on the clock the exam screen will show on resuming; `section` for sectional tests. */
  | { kind: 'running'; secondsLeft: number; section?: { index: number; count: number } }
  /** Time ran out while the page was closed: opening the test submits it and shows the result. */
  | { kind: 'expired' };

export type ProgressSummary = {
  running: RunningState;
  attempts: number;
  /** The best and the latest score kept on this device (null when none). */
  best: HistoryEntry | null;
  last: HistoryEntry | null;
};

/** The attempt in progress as the test page would find it at `now` (sections that ended meanwhile closed). */
export function runningState(test: TestMeta, loaded: LoadedAttempt, now: number): RunningState {
  if (loaded.kind !== 'ok') return { kind: 'none' };
  const attempt = resume(test, loaded.attempt, now);
  if (attempt.status !== 'running') return loaded.attempt.status === 'running' ? { kind: 'expired' } : { kind: 'none' };
  // The open section's clock (sectional tests, whose sections that ended meanwhile are closed) or the whole test's.
  const left = secondsLeft(deadline(test, attempt), now);
  return isSectional(test) && test.sections.length > 1
    ? { kind: 'running', secondsLeft: left, section: { index: attempt.sectionIndex, count: test.sections.length } }
    : { kind: 'running', secondsLeft: left };
}

/** The whole summary for one test from the two raw stored values (either may be null or garbage). */
export function summarizeProgress(test: TestMeta, rawAttempt: string | null, rawHistory: string | null, now: number): ProgressSummary {
  const history = parseHistory(rawHistory);
  return {
    running: runningState(test, parseAttempt(rawAttempt, test), now),
    attempts: history.length,
    best: history.reduce<HistoryEntry | null>((top, entry) => (top === null || entry.score > top.score ? entry : top), null),
    last: history.at(-1) ?? null,
  };
}
