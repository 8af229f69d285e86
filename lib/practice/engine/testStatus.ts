import { secondsLeft } from '@/lib/clock';
import { deadline, isSectional, resume } from './attempt';
import type { TestMeta } from '../model/outline';
import type { HistoryEntry, LoadedAttempt } from '../model/stored';

/**
 * Where this device stands with a test, read from what the engine saved (store/attempts.ts) without
 * changing it: an attempt running (and how long its clock has left), one whose time ran out while
 * the page was closed (opening the test submits it), or none; and the past attempts' scores.
 * Storage that is missing, corrupt or from an older version of the test reads as "nothing in
 * progress", never as an error: the list of tests must always render.
 */

export type RunningState =
  | { kind: 'none' }
  /** Seconds on the clock the exam screen will show on resuming; `section` for sectional tests. */
  | { kind: 'running'; secondsLeft: number; section?: { index: number; count: number } }
  /** Under way, its clock not read: the test's outline is not at hand yet (see runningFromDeadline). */
  | { kind: 'started' }
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

/**
 * The running state from when an attempt's time runs out alone (store/registry.ts:
 * attemptCodec.runningUntil), for a list that has not got the test's outline (yet, or offline
 * without the bank's index): under way until then, then expired. The outline's reading
 * (runningState) replaces it when it comes, with the clock.
 */
export function runningFromDeadline(until: number | null, now: number): RunningState {
  if (until === null) return { kind: 'none' };
  return until > now ? { kind: 'started' } : { kind: 'expired' };
}

/** The past attempts' part of the summary: how many, the best and the latest. */
export function summarizeHistory(history: HistoryEntry[]): Omit<ProgressSummary, 'running'> {
  return {
    attempts: history.length,
    best: history.reduce<HistoryEntry | null>((top, entry) => (top === null || entry.score > top.score ? entry : top), null),
    last: history.at(-1) ?? null,
  };
}

/** The whole summary for one test from what its two stored values read as. */
export function summarizeProgress(test: TestMeta, loaded: LoadedAttempt, history: HistoryEntry[], now: number): ProgressSummary {
  return { running: runningState(test, loaded, now), ...summarizeHistory(history) };
}
