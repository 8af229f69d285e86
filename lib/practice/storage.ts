import { isRecord } from '@/lib/api';
import { readItem, removeItem, storageAvailable, writeItem } from '@/lib/browserStorage';
import { allQuestions, type Attempt, type QuestionResponse, type TestMeta } from './attempt';
import { attemptKey, historyKey } from './keys';
import { scoreAttempt, type Keys, type SectionScore, type Tally } from './scoring';

/**
 * What a practice test keeps on the device: the attempt in progress (saved after every change,
 * so a reload, a closed tab or a crash resumes it) and the past attempts with their scores, until
 * the student clears them. Nothing read back is trusted: storage that is corrupt, from an older
 * version of the test or unavailable is reported, never thrown.
 */

export { attemptKey, historyKey };

/** Bumped when the saved shape changes; older saves are then set aside. */
const FORMAT = 1;
/** Past attempts kept per test; the oldest fall away. */
export const HISTORY_LIMIT = 50;

export type LoadedAttempt =
  | { kind: 'none' }
  | { kind: 'ok'; attempt: Attempt }
  /** Unreadable: not JSON or not an attempt. */
  | { kind: 'corrupt' }
  /** An attempt at an earlier version of the test (a question changed or was removed). */
  | { kind: 'outdated' }
  /** The browser lets nothing be stored (private mode, blocked storage). */
  | { kind: 'unavailable' };

export type HistoryEntry = Tally & {
  startedAt: number;
  submittedAt: number;
  version: string;
  endReason: 'submitted' | 'time';
  sections: SectionScore[];
  /**
   * `visited`: whether the student opened the question in the attempt. Saved since December 2026;
   * older entries lack it (see `wasOpened` in lib/progress/events.ts).
   */
  responses: Record<string, { answer: string | null; marked: boolean; timeMs: number; visited?: boolean }>;
};

/** A stored time or duration in ms: a finite number, not negative. */
export const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isAnswer = (value: unknown): value is string | null => value === null || (typeof value === 'string' && value.length <= 40);

function isResponse(value: unknown): value is QuestionResponse {
  return (
    isRecord(value) &&
    isAnswer(value.answer) &&
    isAnswer(value.draft) &&
    typeof value.marked === 'boolean' &&
    typeof value.visited === 'boolean' &&
    isTime(value.timeMs)
  );
}

/** Checks a saved attempt against the test as it is now. */
export function parseAttempt(raw: string | null, test: TestMeta): LoadedAttempt {
  if (raw === null) return { kind: 'none' };
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return { kind: 'corrupt' };
  }
  if (!isRecord(saved) || saved.format !== FORMAT || !isRecord(saved.attempt)) return { kind: 'corrupt' };
  const attempt = saved.attempt;
  if (attempt.testId !== test.id) return { kind: 'corrupt' };
  if (attempt.version !== test.version) return { kind: 'outdated' };
  const ids = allQuestions(test).map((question) => question.id);
  const valid =
    (attempt.status === 'running' || attempt.status === 'submitted') &&
    isTime(attempt.startedAt) &&
    isTime(attempt.creditedUntil) &&
    Number.isInteger(attempt.sectionIndex) &&
    (attempt.sectionIndex as number) >= 0 &&
    (attempt.sectionIndex as number) < test.sections.length &&
    Array.isArray(attempt.sectionOpenedAt) &&
    attempt.sectionOpenedAt.length === test.sections.length &&
    attempt.sectionOpenedAt.every((opened) => opened === null || isTime(opened)) &&
    typeof attempt.currentId === 'string' &&
    ids.includes(attempt.currentId) &&
    isRecord(attempt.responses) &&
    ids.every((id) => isResponse((attempt.responses as Record<string, unknown>)[id])) &&
    Object.keys(attempt.responses).length === ids.length &&
    (attempt.submittedAt === null || isTime(attempt.submittedAt)) &&
    (attempt.endReason === null || attempt.endReason === 'submitted' || attempt.endReason === 'time');
  return valid ? { kind: 'ok', attempt: attempt as unknown as Attempt } : { kind: 'corrupt' };
}

export function loadAttempt(test: TestMeta): LoadedAttempt {
  if (!storageAvailable()) return { kind: 'unavailable' };
  return parseAttempt(readItem(attemptKey(test.id)), test);
}

const serializeAttempt = (attempt: Attempt) => JSON.stringify({ format: FORMAT, attempt });

/** Returns false when the attempt could not be kept (storage full or refused). */
export function saveAttempt(attempt: Attempt): boolean {
  return writeItem(attemptKey(attempt.testId), serializeAttempt(attempt));
}

/**
 * Whether storage holds exactly this attempt as saveAttempt wrote it: nothing else has written
 * since (the same test running in another tab, an older copy put back). A page about to go
 * checks it before writing what it alone changed, so it never writes over newer progress.
 */
export function storedAttemptIs(attempt: Attempt): boolean {
  return readItem(attemptKey(attempt.testId)) === serializeAttempt(attempt);
}

export function discardAttempt(testId: string): void {
  removeItem(attemptKey(testId));
}

function isTally(value: Record<string, unknown>): boolean {
  return (
    ['score', 'maxScore'].every((field) => typeof value[field] === 'number' && Number.isFinite(value[field])) &&
    ['correct', 'wrong', 'skipped', 'questions', 'timeMs'].every((field) => isTime(value[field]))
  );
}

function isHistoryEntry(value: unknown): value is HistoryEntry {
  return (
    isRecord(value) &&
    isTally(value) &&
    isTime(value.startedAt) &&
    isTime(value.submittedAt) &&
    typeof value.version === 'string' &&
    (value.endReason === 'submitted' || value.endReason === 'time') &&
    Array.isArray(value.sections) &&
    value.sections.every(
      (section) => isRecord(section) && typeof section.id === 'string' && typeof section.name === 'string' && isTally(section),
    ) &&
    isRecord(value.responses) &&
    Object.values(value.responses).every(
      (response) =>
        isRecord(response) &&
        isAnswer(response.answer) &&
        typeof response.marked === 'boolean' &&
        isTime(response.timeMs) &&
        (response.visited === undefined || typeof response.visited === 'boolean'),
    )
  );
}

/**
 * The history's stored format. Format 1 (until November 2026) was the bare list of entries; format 2
 * wraps it as `{ format: 2, entries }` so later changes can be recognised and migrated. Reading
 * accepts both, so no student loses the history saved before the change; writing uses the latest.
 */
export const HISTORY_FORMAT = 2;

/** Brings a stored history of any known format to the entries it holds; null for an unknown one. */
export function migrateHistory(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value; // format 1
  if (isRecord(value) && value.format === HISTORY_FORMAT && Array.isArray(value.entries)) return value.entries;
  return null;
}

export const serializeHistory = (entries: HistoryEntry[]) => JSON.stringify({ format: HISTORY_FORMAT, entries });

/** Keeps the valid entries, oldest first (a list merged from two devices may arrive in any order). */
export const validHistoryEntries = (values: unknown[]): HistoryEntry[] =>
  values.filter(isHistoryEntry).sort((a, b) => a.startedAt - b.startedAt);

/** Past attempts, oldest first; unreadable entries are dropped, an unreadable list is empty. */
export function parseHistory(raw: string | null): HistoryEntry[] {
  if (raw === null) return [];
  try {
    const entries = migrateHistory(JSON.parse(raw));
    return entries ? validHistoryEntries(entries) : [];
  } catch {
    return [];
  }
}

export function loadHistory(testId: string): HistoryEntry[] {
  return parseHistory(readItem(historyKey(testId)));
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
  writeItem(historyKey(test.id), serializeHistory(next));
  discardAttempt(test.id);
  return next;
}

export function clearHistory(testId: string): void {
  removeItem(historyKey(testId));
}
