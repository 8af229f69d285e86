import * as z from 'zod/mini';
import { allQuestions, scaledMs } from '../engine/attempt';
import type { Attempt } from '../model/attempt';
import type { ListedTest, TestMeta } from '../model/outline';
import { emptyDrills } from '../engine/drills';
import {
  attemptSchema,
  drillRecordSchema,
  historyEntrySchema,
  reviewStateSchema,
  runningDrillSchema,
  seenSchema,
  setAsideSchema,
  type DrillState,
  type HistoryEntry,
  type LoadedAttempt,
  type LoadedRun,
  type NotebookState,
  type ReviewState,
  type RunningDrill,
  type SetAside,
  type StoredAttempt,
} from '../model/stored';

/**
 * How each stored value is written and read back: the envelope that carries its format number,
 * and the reading of every format still in use, so a student who saved under an older version of
 * the site loses nothing. Keys are in keys.ts, the values' schemas in model/stored.ts. Nothing read
 * back is trusted: a value that does not read is reported or read as nothing saved, never thrown.
 *
 * | key                          | written as                         | also read                      |
 * | practice.attempt.{testId}    | { format: 1, attempt }             |                                |
 * | practice.history.{testId}    | { format: 2, entries }             | format 1: the bare list        |
 * | progress.notebook            | { format: 1, value }               |                                |
 * | progress.drills              | { format: 1, value }               |                                |
 * | progress.setAside            | { format: 1, value }               |                                |
 * | progress.drillRun.{topic}    | { format: 1, refs, deadline, record } |                             |
 * | sudoku.game, wordMage.*      | the games' own (kept as text here) |                                |
 */

export const ATTEMPT_FORMAT = 1;
/**
 * The history's stored format. Format 1 (until November 2026) was the bare list of entries; format 2
 * wraps it as `{ format: 2, entries }` so later changes can be recognised and migrated.
 */
export const HISTORY_FORMAT = 2;
/** The notebook's, the drills' and the set-aside progress's envelope. */
export const PROGRESS_FORMAT = 1;
export const RUNNING_DRILL_FORMAT = 1;

/**
 * A type guard from a schema. What passes is used as it was stored, not as zod rebuilds it: the
 * attempt in progress is compared with its stored text (storedAttemptIs), and a field a later
 * version adds survives a round trip through an older page.
 */
export const matches =
  <T>(schema: z.ZodMiniType<T>) =>
  (value: unknown): value is T =>
    schema.safeParse(value).success;

/** The stored text's JSON, or undefined when it is not JSON. */
function fromJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Any JSON object (not a list): what a stored value is wrapped in. */
const objectSchema = z.record(z.string(), z.unknown());
const isObject = matches(objectSchema);

// ----- the attempt in progress -----

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** The stored attempt is the engine's Attempt, field for field: neither changes without the other (a type error here). */
export type AttemptIsStored = Assert<Same<StoredAttempt, Attempt>>;

const attemptFile = z.object({ format: z.literal(ATTEMPT_FORMAT), attempt: objectSchema });
const isStoredAttempt = matches(attemptSchema);

/** An attempt that reads and fits the test as it is now: its sections and exactly its questions. */
function fitsTest(attempt: StoredAttempt, test: TestMeta): boolean {
  const ids = allQuestions(test).map((question) => question.id);
  return (
    attempt.sectionIndex < test.sections.length &&
    attempt.sectionOpenedAt.length === test.sections.length &&
    ids.includes(attempt.currentId) &&
    ids.every((id) => Object.hasOwn(attempt.responses, id)) &&
    Object.keys(attempt.responses).length === ids.length
  );
}

export const attemptCodec = {
  /** Checks a saved attempt against the test as it is now. */
  read(raw: string | null, test: TestMeta): LoadedAttempt {
    if (raw === null) return { kind: 'none' };
    const stored = attemptFile.safeParse(fromJson(raw));
    if (!stored.success) return { kind: 'corrupt' };
    const { attempt } = stored.data;
    if (attempt.testId !== test.id) return { kind: 'corrupt' };
    if (attempt.version !== test.version) return { kind: 'outdated' };
    return isStoredAttempt(attempt) && fitsTest(attempt, test) ? { kind: 'ok', attempt } : { kind: 'corrupt' };
  },
  write: (attempt: Attempt) => JSON.stringify({ format: ATTEMPT_FORMAT, attempt }),
  /**
   * When a saved, running attempt of this test and version runs out of time (its start plus the
   * test's time, stretched by its compensatory time); null when none runs. Not checked against the
   * test's questions: enough for a list to say a test is under way without every test's outline on
   * the page.
   */
  runningUntil(raw: string | null, test: ListedTest): number | null {
    if (raw === null) return null;
    const stored = attemptFile.safeParse(fromJson(raw));
    if (!stored.success || !isStoredAttempt(stored.data.attempt)) return null;
    const { attempt } = stored.data;
    if (attempt.testId !== test.id || attempt.version !== test.version || attempt.status !== 'running') return null;
    return attempt.startedAt + scaledMs(test.durationMinutes, attempt);
  },
};

// ----- finished attempts -----

const historyFile = z.object({ format: z.literal(HISTORY_FORMAT), entries: z.array(z.unknown()) });
const isHistoryEntry = matches(historyEntrySchema);

export const historyCodec = {
  /** Brings a stored history of any known format to the entries it holds; null for an unknown one. */
  migrate(value: unknown): unknown[] | null {
    if (Array.isArray(value)) return value; // format 1
    const stored = historyFile.safeParse(value);
    return stored.success ? stored.data.entries : null;
  },
  /** Keeps the valid entries, oldest first (a list merged from two devices may arrive in any order). */
  validEntries: (values: unknown[]): HistoryEntry[] => values.filter(isHistoryEntry).sort((a, b) => a.startedAt - b.startedAt),
  /** Past attempts, oldest first; unreadable entries are dropped, an unreadable list is empty. */
  read(raw: string | null): HistoryEntry[] {
    if (raw === null) return [];
    const entries = historyCodec.migrate(fromJson(raw));
    return entries ? historyCodec.validEntries(entries) : [];
  },
  write: (entries: HistoryEntry[]) => JSON.stringify({ format: HISTORY_FORMAT, entries }),
};

// ----- the notebook, the drills and the progress set aside: { format: 1, value } -----

const progressFile = z.object({ format: z.literal(PROGRESS_FORMAT), value: z.unknown() });

/** A versioned value's content; a value of another format, or not JSON, reads as nothing (null). */
function progressValue(raw: string | null): unknown {
  if (raw === null) return null;
  const stored = progressFile.safeParse(fromJson(raw));
  return stored.success ? stored.data.value : null;
}

const writeProgress = (value: unknown) => JSON.stringify({ format: PROGRESS_FORMAT, value });

/** An object's entries whose key and value pass; none when it is not an object. */
export function entriesWhere<T>(value: unknown, keep: (key: string, item: unknown) => item is T): [string, T][] {
  if (!isObject(value)) return [];
  return Object.entries(value).filter((entry): entry is [string, T] => keep(entry[0], entry[1]));
}

const isReviewState = matches(reviewStateSchema);
const isSeen = matches(seenSchema);
const isDrillRecord = matches(drillRecordSchema);
const isSetAside = matches(setAsideSchema);

export const notebookCodec = {
  /** The notebook's reviews from any value (an import's too): entries that do not read are dropped, one by one. */
  fromValue: (value: unknown): NotebookState =>
    Object.fromEntries(entriesWhere(value, (ref, review): review is ReviewState => ref.includes('/') && isReviewState(review))),
  read: (raw: string | null) => notebookCodec.fromValue(progressValue(raw)),
  write: (notebook: NotebookState) => writeProgress(notebook),
};

export const drillsCodec = {
  /** The drills from any value: a pool's seen list or a drill that does not read is dropped, the rest kept. */
  fromValue(value: unknown): DrillState {
    if (!isObject(value)) return emptyDrills();
    return {
      seen: Object.fromEntries(entriesWhere(value.seen, (_, refs) => isSeen(refs))),
      history: Array.isArray(value.history) ? value.history.filter(isDrillRecord) : [],
    };
  },
  read: (raw: string | null) => drillsCodec.fromValue(progressValue(raw)),
  write: (drills: DrillState) => writeProgress(drills),
};

export const setAsideCodec = {
  read(raw: string | null): SetAside[] {
    const value = progressValue(raw);
    return Array.isArray(value) ? value.filter(isSetAside) : [];
  },
  write: (items: SetAside[]) => writeProgress(items),
};

// ----- a drill in progress -----

const runningDrillFile = z.looseObject({ format: z.literal(RUNNING_DRILL_FORMAT) });

export const runningDrillCodec = {
  /** Checks a stored drill in progress; `topic` is the page's, so a save filed under another topic is corrupt too. */
  read(raw: string | null, topic: string): LoadedRun {
    if (raw === null) return { kind: 'none' };
    const stored = fromJson(raw);
    if (!runningDrillFile.safeParse(stored).success) return { kind: 'corrupt' };
    const parsed = runningDrillSchema.safeParse(stored);
    if (!parsed.success || parsed.data.record.topic !== topic) return { kind: 'corrupt' };
    const { refs, deadline, record }: RunningDrill = parsed.data;
    return { kind: 'ok', run: { refs, deadline, record } };
  },
  write: (run: RunningDrill) => JSON.stringify({ format: RUNNING_DRILL_FORMAT, ...run }),
};
