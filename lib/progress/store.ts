import { keysStartingWith, readItem, removeItem, writeItem } from '@/lib/browserStorage';
import { isRecord } from '@/lib/api';
import { ATTEMPT_PREFIX, HISTORY_PREFIX, historyKey } from '@/lib/practice/keys';
import { isTime, parseHistory, serializeHistory, type HistoryEntry } from '@/lib/practice/storage';
import { emptyDrills, type DrillState } from './drills';
import type { NotebookState } from './notebook';

/**
 * Everything the student's progress is made of, read from and written to this browser's storage
 * as one snapshot: the finished attempts of every test (practice.history.{testId}), the notebook's
 * reviews (progress.notebook), the drills (progress.drills) and the games' saves. Each stored value
 * carries a format number; values of an unknown format read as empty rather than as an error.
 */

export const NOTEBOOK_KEY = 'progress.notebook';
export const DRILLS_KEY = 'progress.drills';
/** Imported progress about questions or tests no longer on the site, kept aside with a note. */
export const SET_ASIDE_KEY = 'progress.setAside';
export const GAME_KEYS = ['sudoku.game', 'wordMage.game', 'wordMage.expiration'] as const;
/** A drill in progress, one per topic (lib/progress/drillRun.ts, which brings zod; this module is on pages that do not). */
export const RUNNING_DRILL_PREFIX = 'progress.drillRun.';
const FORMAT = 1;

export type SetAside = { note: string; testId: string; at: number; data: unknown };

export type Snapshot = {
  histories: Record<string, HistoryEntry[]>;
  notebook: NotebookState;
  drills: DrillState;
  games: Record<string, string>;
  setAside: SetAside[];
};

export const emptySnapshot = (): Snapshot => ({ histories: {}, notebook: {}, drills: emptyDrills(), games: {}, setAside: [] });

function isReviewState(value: unknown): boolean {
  return (
    isRecord(value) &&
    Number.isInteger(value.box) &&
    (value.box as number) >= 0 &&
    isTime(value.due) &&
    isTime(value.updatedAt) &&
    (value.removedAt === undefined || isTime(value.removedAt)) &&
    (value.lastRetry === undefined ||
      (isRecord(value.lastRetry) && typeof value.lastRetry.answer === 'string' && typeof value.lastRetry.correct === 'boolean'))
  );
}

/** The notebook's reviews from any stored value: entries that do not read are dropped, one by one. */
export function toNotebook(value: unknown): NotebookState {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([ref, review]) => ref.includes('/') && isReviewState(review))) as NotebookState;
}

function isDrillRecord(value: unknown): boolean {
  return (
    isRecord(value) &&
    isTime(value.startedAt) &&
    typeof value.topic === 'string' &&
    Array.isArray(value.exams) &&
    value.exams.every((exam) => typeof exam === 'string') &&
    typeof value.timed === 'boolean' &&
    Array.isArray(value.answers) &&
    value.answers.every(
      (answer) =>
        isRecord(answer) &&
        typeof answer.ref === 'string' &&
        (answer.answer === null || typeof answer.answer === 'string') &&
        isTime(answer.timeMs) &&
        isTime(answer.at),
    )
  );
}

export function toDrills(value: unknown): DrillState {
  if (!isRecord(value)) return emptyDrills();
  const seen = isRecord(value.seen)
    ? Object.fromEntries(
        Object.entries(value.seen).filter(
          (entry): entry is [string, DrillState['seen'][string]] =>
            Array.isArray(entry[1]) && entry[1].every((ref) => typeof ref === 'string'),
        ),
      )
    : {};
  const history = Array.isArray(value.history) ? (value.history.filter(isDrillRecord) as DrillState['history']) : [];
  return { seen, history };
}

/** Reads `{ format: 1, value }`; anything else is null. */
function readVersioned(key: string): unknown {
  try {
    const raw = readItem(key);
    if (raw === null) return null;
    const stored: unknown = JSON.parse(raw);
    return isRecord(stored) && stored.format === FORMAT ? stored.value : null;
  } catch {
    return null;
  }
}

const writeVersioned = (key: string, value: unknown) => writeItem(key, JSON.stringify({ format: FORMAT, value }));

export const loadNotebook = () => toNotebook(readVersioned(NOTEBOOK_KEY));
export const saveNotebook = (notebook: NotebookState) => writeVersioned(NOTEBOOK_KEY, notebook);
export const loadDrills = () => toDrills(readVersioned(DRILLS_KEY));
export const saveDrills = (drills: DrillState) => writeVersioned(DRILLS_KEY, drills);

export function loadHistories(): Record<string, HistoryEntry[]> {
  const histories: Record<string, HistoryEntry[]> = {};
  for (const key of keysStartingWith(HISTORY_PREFIX)) {
    const entries = parseHistory(readItem(key));
    if (entries.length > 0) histories[key.slice(HISTORY_PREFIX.length)] = entries;
  }
  return histories;
}

function loadSetAside(): SetAside[] {
  const value = readVersioned(SET_ASIDE_KEY);
  return Array.isArray(value) ? (value.filter((item) => isRecord(item) && typeof item.note === 'string') as SetAside[]) : [];
}

export function loadSnapshot(): Snapshot {
  const games: Record<string, string> = {};
  for (const key of GAME_KEYS) {
    const value = readItem(key);
    if (value !== null) games[key] = value;
  }
  return { histories: loadHistories(), notebook: loadNotebook(), drills: loadDrills(), games, setAside: loadSetAside() };
}

/** The raw stored values a snapshot covers, to put back if a write fails halfway. */
function rawValues(): Map<string, string | null> {
  const keys = [...keysStartingWith(HISTORY_PREFIX), NOTEBOOK_KEY, DRILLS_KEY, SET_ASIDE_KEY, ...GAME_KEYS];
  return new Map(keys.map((key) => [key, readItem(key)]));
}

function putBack(before: Map<string, string | null>, written: string[]) {
  for (const key of written) {
    const value = before.get(key) ?? null;
    if (value === null) removeItem(key);
    else writeItem(key, value);
  }
}

/**
 * Writes a whole snapshot, or nothing: when storage refuses a write (full, private mode), what was
 * written is put back as it was and false is returned.
 */
export function saveSnapshot(snapshot: Snapshot): boolean {
  const before = rawValues();
  const writes: [string, string][] = [
    ...Object.entries(snapshot.histories).map(([testId, entries]): [string, string] => [historyKey(testId), serializeHistory(entries)]),
    [NOTEBOOK_KEY, JSON.stringify({ format: FORMAT, value: snapshot.notebook })],
    [DRILLS_KEY, JSON.stringify({ format: FORMAT, value: snapshot.drills })],
    [SET_ASIDE_KEY, JSON.stringify({ format: FORMAT, value: snapshot.setAside })],
    ...Object.entries(snapshot.games),
  ];
  const written: string[] = [];
  for (const [key, value] of writes) {
    written.push(key);
    if (!writeItem(key, value)) {
      putBack(before, written);
      return false;
    }
  }
  return true;
}

/** "Clear all my progress": attempts finished and running, the notebook, drills (finished and running) and games' saves. */
export function clearAllProgress(): void {
  for (const key of [
    ...keysStartingWith(HISTORY_PREFIX),
    ...keysStartingWith(ATTEMPT_PREFIX),
    ...keysStartingWith(RUNNING_DRILL_PREFIX),
    NOTEBOOK_KEY,
    DRILLS_KEY,
    SET_ASIDE_KEY,
    ...GAME_KEYS,
  ])
    removeItem(key);
}
