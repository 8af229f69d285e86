import { readItem, removeItem, storageAvailable, writeItem } from '@/lib/browserStorage';
import type { Attempt } from '../model/attempt';
import type { ListedTest, TestMeta } from '../model/outline';
import { rescoreHistory } from '../engine/rescore';
import { scoreAttempt } from '../engine/scoring';
import type { KeyErratum, Keys } from '../model/key';
import { runningFromDeadline, summarizeHistory, summarizeProgress, type ProgressSummary } from '../engine/testStatus';
import type { HistoryEntry, LoadedAttempt } from '../model/stored';
import { attemptKey, historyKey } from './keys';
import { attemptCodec, historyCodec } from './registry';

/**
 * What a practice test keeps on the device: the attempt in progress (saved after every change,
 * so a reload, a closed tab or a crash resumes it) and the past attempts with their scores, until
 * the student clears them. Nothing read back is trusted: storage that is corrupt, from an older
 * version of the test or unavailable is reported, never thrown (registry.ts reads it).
 */

/** Past attempts kept per test; the oldest fall away. */
export const HISTORY_LIMIT = 50;

export const parseAttempt = attemptCodec.read;
export const parseHistory = historyCodec.read;

export function loadAttempt(test: TestMeta): LoadedAttempt {
  if (!storageAvailable()) return { kind: 'unavailable' };
  return parseAttempt(readItem(attemptKey(test.id)), test);
}

/** Returns false when the attempt could not be kept (storage full or refused). */
export function saveAttempt(attempt: Attempt): boolean {
  return writeItem(attemptKey(attempt.testId), attemptCodec.write(attempt));
}

/**
 * Whether storage holds exactly this attempt as saveAttempt wrote it: nothing else has written
 * since (the same test running in another tab, an older copy put back). A page about to go
 * checks it before writing what it alone changed, so it never writes over newer progress.
 */
export function storedAttemptIs(attempt: Attempt): boolean {
  return readItem(attemptKey(attempt.testId)) === attemptCodec.write(attempt);
}

export function discardAttempt(testId: string): void {
  removeItem(attemptKey(testId));
}

export function loadHistory(testId: string): HistoryEntry[] {
  return parseHistory(readItem(historyKey(testId)));
}

/**
 * The history with each entry of this version re-scored against today's keys after a key correction
 * (engine/rescore.ts), written back only when an entry changed, so the list of tests and My
 * progress read the corrected scores from then on.
 */
export function loadRescoredHistory(test: TestMeta, keys: Keys, keyErrata: readonly KeyErratum[]): HistoryEntry[] {
  const history = loadHistory(test.id);
  const next = rescoreHistory(test, keys, keyErrata, history);
  if (next !== history) writeItem(historyKey(test.id), historyCodec.write(next));
  return next;
}

/** The finished attempt as it is kept: its scores and, for the review, its answers and times. */
export function toHistoryEntry(test: TestMeta, keys: Keys, attempt: Attempt): HistoryEntry {
  const score = scoreAttempt(test, keys, attempt.responses);
  const { byQuestion: _, ...tally } = score;
  void _;
  const responses: HistoryEntry['responses'] = {};
  for (const [id, response] of Object.entries(attempt.responses))
    responses[id] = { answer: response.answer, marked: response.marked, timeMs: response.timeMs, visited: response.visited };
  return {
    ...tally,
    startedAt: attempt.startedAt,
    submittedAt: attempt.submittedAt ?? attempt.creditedUntil,
    version: attempt.version,
    endReason: attempt.endReason ?? 'submitted',
    ...(attempt.compensatoryMinutesPerHour ? { compensatoryMinutesPerHour: attempt.compensatoryMinutesPerHour } : {}),
    ...(attempt.onPaper ? { onPaper: true as const } : {}),
    responses,
  };
}

/**
 * Moves a submitted attempt into the history (once: an entry with the same start is not added
 * twice) and removes the attempt in progress. Returns the history as kept.
 */
export function recordAttempt(test: TestMeta, keys: Keys, attempt: Attempt): HistoryEntry[] {
  const history = loadHistory(test.id);
  const entry = toHistoryEntry(test, keys, attempt);
  const next = history.some((past) => past.startedAt === entry.startedAt) ? history : [...history, entry].slice(-HISTORY_LIMIT);
  writeItem(historyKey(test.id), historyCodec.write(next));
  discardAttempt(test.id);
  return next;
}

export function clearHistory(testId: string): void {
  removeItem(historyKey(testId));
}

/** A test card's summary from the two raw stored values (either may be null or garbage). */
export const summarizeStored = (test: TestMeta, rawAttempt: string | null, rawHistory: string | null, now: number) =>
  summarizeProgress(test, parseAttempt(rawAttempt, test), parseHistory(rawHistory), now);

/**
 * A test card's summary before (or without) the test's outline: the past attempts in full, the
 * attempt in progress from when its time runs out alone (engine/testStatus.ts: runningFromDeadline).
 */
export const summarizeStoredWithoutOutline = (
  test: ListedTest,
  rawAttempt: string | null,
  rawHistory: string | null,
  now: number,
): ProgressSummary => ({
  running: runningFromDeadline(attemptCodec.runningUntil(rawAttempt, test), now),
  ...summarizeHistory(parseHistory(rawHistory)),
});
