import { isRecord } from '@/lib/api';
import { migrateHistory, validHistoryEntries, HISTORY_LIMIT, type HistoryEntry } from '@/lib/practice/store/attempts';
import { DRILL_HISTORY_LIMIT, type DrillState } from '../engine/drills';
import type { NotebookState } from '../engine/notebook';
import { GAME_KEYS, toDrills, toNotebook, type SetAside, type Snapshot } from './snapshot';
import { testIdOf, type BankIndex } from '../model/bank';

/**
 * Moving progress between devices as one file, and merging a file into what a device already has.
 * The file names the site and its format, and the content version of every test it has attempts
 * for. Importing never loses anything: attempts are matched by their start time (the newer copy of
 * the same attempt wins), the notebook's reviews by question (the more recent wins), drills by
 * their start; progress about tests no longer on the site is set aside with a note instead of
 * dropped; games' saves are taken only where this device has none.
 */

export const EXPORT_APP = 'prep-gurus-progress';
export const EXPORT_FORMAT = 1;
/** A real file is a few hundred kB at most; anything far larger is not ours. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export type ExportFile = {
  app: typeof EXPORT_APP;
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  /** Test id → the content version its attempts were made against. */
  contentVersions: Record<string, string>;
  histories: Record<string, HistoryEntry[]>;
  notebook: NotebookState;
  drills: DrillState;
  games: Record<string, string>;
};

export function buildExport(snapshot: Snapshot, index: BankIndex | null, now: number): ExportFile {
  const versions = new Map(index?.tests.map((test) => [test.id, test.version]));
  const contentVersions: Record<string, string> = {};
  for (const [testId, entries] of Object.entries(snapshot.histories))
    contentVersions[testId] = versions.get(testId) ?? entries.at(-1)?.version ?? 'unknown';
  return {
    app: EXPORT_APP,
    format: EXPORT_FORMAT,
    exportedAt: new Date(now).toISOString(),
    contentVersions,
    histories: snapshot.histories,
    notebook: snapshot.notebook,
    drills: snapshot.drills,
    games: snapshot.games,
  };
}

export const exportFileName = (now: number) => `prep-gurus-progress-${new Date(now).toISOString().slice(0, 10)}.json`;

export type ImportResult = { ok: true; file: ExportFile } | { ok: false; message: string };

/** Reads an import file's text; every refusal says why in words a student understands. */
export function parseImport(text: string, bytes = new Blob([text]).size): ImportResult {
  if (bytes > MAX_IMPORT_BYTES)
    return {
      ok: false,
      message: `This file is too large to be a progress file (${(bytes / 1024 / 1024).toFixed(1)} MB). Nothing was changed.`,
    };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file could not be read: it is damaged or not a progress file. Nothing was changed.' };
  }
  if (!isRecord(value) || value.app !== EXPORT_APP)
    return {
      ok: false,
      message: 'This is not a Prep Gurus progress file. Choose the file that Save progress file made. Nothing was changed.',
    };
  if (typeof value.format !== 'number' || value.format > EXPORT_FORMAT)
    return {
      ok: false,
      message: 'This file was made by a newer version of the site. Reload this page to update it, then import again. Nothing was changed.',
    };
  if (!isRecord(value.histories) || !isRecord(value.contentVersions) || typeof value.exportedAt !== 'string')
    return { ok: false, message: 'This progress file is damaged (parts of it are missing). Nothing was changed.' };
  const histories: Record<string, HistoryEntry[]> = {};
  for (const [testId, stored] of Object.entries(value.histories)) {
    const entries = migrateHistory(stored);
    if (!entries) return { ok: false, message: 'This progress file is damaged (an attempt cannot be read). Nothing was changed.' };
    const valid = validHistoryEntries(entries);
    if (valid.length !== entries.length)
      return { ok: false, message: 'This progress file is damaged (an attempt cannot be read). Nothing was changed.' };
    histories[testId] = valid;
  }
  const games = isRecord(value.games)
    ? Object.fromEntries(
        Object.entries(value.games).filter(
          (entry): entry is [string, string] => (GAME_KEYS as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
        ),
      )
    : {};
  return {
    ok: true,
    file: {
      app: EXPORT_APP,
      format: EXPORT_FORMAT,
      exportedAt: value.exportedAt,
      contentVersions: Object.fromEntries(Object.entries(value.contentVersions).filter((entry) => typeof entry[1] === 'string')) as Record<
        string,
        string
      >,
      histories,
      notebook: toNotebook(value.notebook),
      drills: toDrills(value.drills),
      games,
    },
  };
}

export type MergeReport = {
  attemptsAdded: number;
  attemptsReplaced: number;
  reviewsTaken: number;
  drillsAdded: number;
  gamesTaken: number;
  /** Attempts whose test has changed since (scores kept as they were). */
  olderVersions: number;
  setAside: number;
};

export function mergeImport(local: Snapshot, file: ExportFile, index: BankIndex): { snapshot: Snapshot; report: MergeReport } {
  const tests = new Map(index.tests.map((test) => [test.id, test]));
  const report: MergeReport = {
    attemptsAdded: 0,
    attemptsReplaced: 0,
    reviewsTaken: 0,
    drillsAdded: 0,
    gamesTaken: 0,
    olderVersions: 0,
    setAside: 0,
  };
  const setAside: SetAside[] = [...local.setAside];
  const now = Date.now();

  const histories: Record<string, HistoryEntry[]> = { ...local.histories };
  for (const [testId, incoming] of Object.entries(file.histories)) {
    const test = tests.get(testId);
    if (!test) {
      setAside.push({ note: `${incoming.length} attempt(s) at a test no longer on the site (${testId})`, testId, at: now, data: incoming });
      report.setAside += incoming.length;
      continue;
    }
    const merged = new Map((histories[testId] ?? []).map((entry) => [entry.startedAt, entry]));
    for (const entry of incoming) {
      const mine = merged.get(entry.startedAt);
      if (!mine) report.attemptsAdded += 1;
      else if (entry.submittedAt > mine.submittedAt) report.attemptsReplaced += 1;
      else continue;
      merged.set(entry.startedAt, entry);
      if (entry.version !== test.version) report.olderVersions += 1;
    }
    histories[testId] = [...merged.values()].sort((a, b) => a.startedAt - b.startedAt).slice(-HISTORY_LIMIT);
  }

  const notebook: NotebookState = { ...local.notebook };
  for (const [ref, review] of Object.entries(file.notebook)) {
    if (!tests.has(testIdOf(ref))) {
      setAside.push({
        note: `a notebook review of a question no longer on the site (${ref})`,
        testId: testIdOf(ref),
        at: now,
        data: { ref, review },
      });
      report.setAside += 1;
      continue;
    }
    const mine = notebook[ref];
    if (!mine || review.updatedAt > mine.updatedAt) {
      notebook[ref] = review;
      report.reviewsTaken += 1;
    }
  }

  const drillsByStart = new Map(local.drills.history.map((drill) => [drill.startedAt, drill]));
  for (const drill of file.drills.history) {
    if (drillsByStart.has(drill.startedAt)) continue;
    drillsByStart.set(drill.startedAt, drill);
    report.drillsAdded += 1;
  }
  const seen: DrillState['seen'] = { ...local.drills.seen };
  for (const [pool, refs] of Object.entries(file.drills.seen)) {
    seen[pool] = [...new Set([...(seen[pool] ?? []), ...refs.filter((ref) => tests.has(testIdOf(ref)))])];
  }
  const drills: DrillState = {
    seen,
    history: [...drillsByStart.values()].sort((a, b) => a.startedAt - b.startedAt).slice(-DRILL_HISTORY_LIMIT),
  };

  const games = { ...local.games };
  for (const [key, value] of Object.entries(file.games)) {
    if (games[key] !== undefined) continue;
    games[key] = value;
    report.gamesTaken += 1;
  }
  return { snapshot: { histories, notebook, drills, games, setAside }, report };
}

/** The report in a sentence or two. */
export function describeMerge(report: MergeReport): string {
  const parts = [
    `${report.attemptsAdded} attempt${report.attemptsAdded === 1 ? '' : 's'} added`,
    report.attemptsReplaced ? `${report.attemptsReplaced} updated to the newer copy` : '',
    `${report.reviewsTaken} notebook review${report.reviewsTaken === 1 ? '' : 's'} and ${report.drillsAdded} drill${report.drillsAdded === 1 ? '' : 's'} taken`,
    report.gamesTaken ? `${report.gamesTaken} game save${report.gamesTaken === 1 ? '' : 's'} restored` : '',
  ].filter(Boolean);
  const notes = [
    report.olderVersions
      ? `${report.olderVersions} attempt${report.olderVersions === 1 ? ' was' : 's were'} made before a test was updated; their scores are kept as they were.`
      : '',
    report.setAside
      ? `${report.setAside} item${report.setAside === 1 ? '' : 's'} about tests no longer on the site ${report.setAside === 1 ? 'was' : 'were'} set aside (kept, not shown).`
      : '',
  ].filter(Boolean);
  return [`Imported: ${parts.join(', ')}.`, ...notes].join(' ');
}
