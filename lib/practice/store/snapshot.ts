import { keysStartingWith, readItem, removeItem, writeItem } from '@/lib/browserStorage';
import { emptyDrills } from '../engine/drills';
import type { DrillState, HistoryEntry, NotebookState, Snapshot } from '../model/stored';
import { DRILLS_KEY, GAME_KEYS, HISTORY_PREFIX, historyKey, NOTEBOOK_KEY, PROGRESS_KEYS, PROGRESS_PREFIXES, SET_ASIDE_KEY } from './keys';
import { drillsCodec, historyCodec, notebookCodec, setAsideCodec } from './registry';

/**
 * Everything the student's progress is made of, read from and written to this browser's storage
 * as one snapshot: the finished attempts of every test (practice.history.{testId}), the notebook's
 * reviews (progress.notebook), the drills (progress.drills), the progress set aside and the games'
 * saves. Each stored value carries a format number; values of an unknown format read as empty
 * rather than as an error (registry.ts).
 */

export const emptySnapshot = (): Snapshot => ({ histories: {}, notebook: {}, drills: emptyDrills(), games: {}, setAside: [] });

export const loadNotebook = () => notebookCodec.read(readItem(NOTEBOOK_KEY));
export const saveNotebook = (notebook: NotebookState) => writeItem(NOTEBOOK_KEY, notebookCodec.write(notebook));
export const loadDrills = () => drillsCodec.read(readItem(DRILLS_KEY));
export const saveDrills = (drills: DrillState) => writeItem(DRILLS_KEY, drillsCodec.write(drills));

export function loadHistories(): Record<string, HistoryEntry[]> {
  const histories: Record<string, HistoryEntry[]> = {};
  for (const key of keysStartingWith(HISTORY_PREFIX)) {
    const entries = historyCodec.read(readItem(key));
    if (entries.length > 0) histories[key.slice(HISTORY_PREFIX.length)] = entries;
  }
  return histories;
}

export function loadSnapshot(): Snapshot {
  const games: Record<string, string> = {};
  for (const key of GAME_KEYS) {
    const value = readItem(key);
    if (value !== null) games[key] = value;
  }
  return {
    histories: loadHistories(),
    notebook: loadNotebook(),
    drills: loadDrills(),
    games,
    setAside: setAsideCodec.read(readItem(SET_ASIDE_KEY)),
  };
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
    ...Object.entries(snapshot.histories).map(([testId, entries]): [string, string] => [historyKey(testId), historyCodec.write(entries)]),
    [NOTEBOOK_KEY, notebookCodec.write(snapshot.notebook)],
    [DRILLS_KEY, drillsCodec.write(snapshot.drills)],
    [SET_ASIDE_KEY, setAsideCodec.write(snapshot.setAside)],
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
  for (const key of [...PROGRESS_PREFIXES.flatMap(keysStartingWith), ...PROGRESS_KEYS]) removeItem(key);
}
