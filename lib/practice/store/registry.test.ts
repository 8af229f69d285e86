/** @jest-environment jsdom */
import { bankIndex, data, examBank, exportFile, formatsTest, gameSaves, older, t0, today } from '@/lib/test-utils/storedFormats';
import { choose, saveAndNext, startAttempt, submit } from '../engine/attempt';
import { withAnswer } from '../engine/drillSession';
import type { Attempt } from '../model/attempt';
import type { Keys } from '../model/key';
import type { BankIndex } from '../model/bank';
import { recordAttempt, saveAttempt, storedAttemptIs } from './attempts';
import { loadRunningDrill, saveRunningDrill } from './drillRun';
import { isExamFile, isIndexFile, loadBankIndex } from './fetchBank';
import { GAME_KEYS, PROGRESS_KEYS, PROGRESS_PREFIXES } from './keys';
import { attemptCodec, drillsCodec, historyCodec, notebookCodec, runningDrillCodec, setAsideCodec } from './registry';
import { clearAllProgress, emptySnapshot, loadSnapshot, saveNotebook, saveSnapshot } from './snapshot';
import { buildExport, parseImport } from './transfer';

const stored = () => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]));
const store = (values: Record<string, string>) => Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));

beforeEach(() => localStorage.clear());

describe('every format in use today reads back as the same data, and is written again as it was', () => {
  it('practice.attempt.{testId}, format 1: the attempt in progress', () => {
    const raw = today['practice.attempt.cat-1'];
    const loaded = attemptCodec.read(raw, formatsTest);
    expect(loaded).toEqual({ kind: 'ok', attempt: data.attempt });
    if (loaded.kind !== 'ok') return;
    // Byte for byte: a page of this version recognises the attempt a page of the last one saved.
    expect(attemptCodec.write(loaded.attempt)).toBe(raw);
    store({ 'practice.attempt.cat-1': raw });
    expect(storedAttemptIs(loaded.attempt)).toBe(true);
    // The list's "Next for you" reads only whether it runs, and until when, for this version.
    const end = data.attempt.startedAt + formatsTest.durationMinutes * 60_000;
    expect(attemptCodec.runningUntil(raw, formatsTest)).toBe(end);
    expect(attemptCodec.runningUntil(raw, { ...formatsTest, version: 'another-version' })).toBeNull();
    expect(attemptCodec.runningUntil(raw, { ...formatsTest, id: 'cat-2' })).toBeNull();
    // With compensatory time of 20 minutes an hour, the attempt runs a third longer.
    const compensatory = attemptCodec.write({ ...(data.attempt as Attempt), compensatoryMinutesPerHour: 20 });
    expect(attemptCodec.runningUntil(compensatory, formatsTest)).toBe(data.attempt.startedAt + formatsTest.durationMinutes * 80_000);
  });

  it('practice.history.{testId}, format 2: the finished attempts', () => {
    const raw = today['practice.history.cat-1'];
    expect(historyCodec.read(raw)).toEqual(data.entries);
    expect(historyCodec.write(historyCodec.read(raw))).toBe(raw);
  });

  it('practice.history.{testId}, format 2, with an entry re-scored after a key correction: read whole, the others unchanged', () => {
    const rescored = {
      ...data.entries[0],
      score: data.entries[0].score + 3,
      rescored: { errataDate: '2026-11-26', previousScore: data.entries[0].score },
    };
    const raw = JSON.stringify({ format: 2, entries: [rescored, ...data.entries] });
    expect(historyCodec.read(raw)).toEqual([rescored, ...data.entries]);
    expect(historyCodec.write(historyCodec.read(raw))).toBe(raw);
  });

  it('practice.history.{testId}, format 1 (the bare list), with an entry from before `visited`: read whole, written as format 2', () => {
    const raw = older['practice.history.cat-1'];
    const entries = historyCodec.read(raw);
    expect(entries).toEqual(data.olderEntries);
    expect(entries[0].responses.q1.visited).toBeUndefined();
    expect(JSON.parse(historyCodec.write(entries))).toEqual({ format: 2, entries: data.olderEntries });
  });

  it('progress.notebook, format 1: reviews with a retry, a removal and neither', () => {
    const raw = today['progress.notebook'];
    expect(notebookCodec.read(raw)).toEqual(data.notebook);
    expect(notebookCodec.write(notebookCodec.read(raw))).toBe(raw);
  });

  it('progress.drills, format 1: the pools seen and the drills done', () => {
    const raw = today['progress.drills'];
    expect(drillsCodec.read(raw)).toEqual(data.drills);
    expect(drillsCodec.write(drillsCodec.read(raw))).toBe(raw);
  });

  it('progress.setAside, format 1: progress an import set aside', () => {
    const raw = today['progress.setAside'];
    expect(setAsideCodec.read(raw)).toEqual(data.setAside);
    expect(setAsideCodec.write(setAsideCodec.read(raw))).toBe(raw);
  });

  it('progress.drillRun.{topic}, format 1: a drill in progress', () => {
    const raw = today['progress.drillRun.percentages'];
    const { format, ...run } = JSON.parse(raw) as { format: number };
    expect(format).toBe(1);
    const loaded = runningDrillCodec.read(raw, 'percentages');
    expect(loaded).toEqual({ kind: 'ok', run });
    if (loaded.kind === 'ok') expect(runningDrillCodec.write(loaded.run)).toBe(raw);
  });

  it("the games' saves are carried as the games wrote them", () => {
    store(gameSaves);
    expect(loadSnapshot().games).toEqual(gameSaves);
    localStorage.clear();
    expect(saveSnapshot({ ...emptySnapshot(), games: gameSaves })).toBe(true);
    for (const key of GAME_KEYS) expect(localStorage.getItem(key)).toBe(gameSaves[key]);
  });

  it('the whole of it: read as one snapshot and written back, storage is as it was', () => {
    store(today);
    const before = stored();
    const snapshot = loadSnapshot();
    expect(snapshot).toEqual({
      histories: { 'cat-1': data.entries },
      notebook: data.notebook,
      drills: data.drills,
      games: gameSaves,
      setAside: data.setAside,
    });
    expect(saveSnapshot(snapshot)).toBe(true);
    expect(stored()).toEqual(before);
  });

  it('the whole of it with the older history: nothing is lost on upgrade', () => {
    store({ ...today, ...older });
    const snapshot = loadSnapshot();
    expect(snapshot.histories).toEqual({ 'cat-1': data.olderEntries });
    saveSnapshot(snapshot);
    expect(JSON.parse(localStorage.getItem('practice.history.cat-1')!)).toEqual({ format: 2, entries: data.olderEntries });
  });

  it('the progress file, format 1: imported as the same data, and made again as it was', () => {
    const parsed = parseImport(exportFile);
    expect(parsed).toEqual({
      ok: true,
      file: {
        ...(JSON.parse(exportFile) as object),
        histories: { 'cat-1': data.entries },
        notebook: data.notebook,
        drills: data.drills,
        games: gameSaves,
      },
    });
    store(today);
    const index = { format: 1, exams: [], topics: [], tests: [{ id: 'cat-1', version: 'v1' }] } as unknown as BankIndex;
    expect(JSON.stringify(buildExport(loadSnapshot(), index, t0 + 600_000))).toBe(exportFile);
  });

  it('a progress file whose histories are in either stored format (bare lists, or format 2) imports the same attempts', () => {
    const file = JSON.parse(exportFile) as { histories: Record<string, unknown> };
    for (const histories of [{ 'cat-1': data.olderEntries }, { 'cat-1': { format: 2, entries: data.olderEntries } }]) {
      const parsed = parseImport(JSON.stringify({ ...file, histories }));
      expect(parsed.ok && parsed.file.histories).toEqual({ 'cat-1': data.olderEntries });
    }
  });

  it("the question bank's files, format 1, as the build writes them", async () => {
    expect(isIndexFile(bankIndex)).toBe(true);
    expect(isExamFile(examBank)).toBe(true);
    for (const other of [{ ...bankIndex, format: 2 }, { ...bankIndex, tests: undefined }, null, []]) expect(isIndexFile(other)).toBe(false);
    for (const other of [{ ...examBank, format: 2 }, { ...examBank, questions: {} }, { ...examBank, passages: null }, 'cat'])
      expect(isExamFile(other)).toBe(false);
    const realFetch = global.fetch;
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => bankIndex })) as unknown as typeof fetch;
    try {
      await expect(loadBankIndex()).resolves.toEqual(bankIndex);
    } finally {
      global.fetch = realFetch;
    }
  });
});

describe('anything else reads as nothing saved, never as an error', () => {
  const foreign = [
    '',
    'not json',
    'null',
    'true',
    '42',
    '"text"',
    '[]',
    '{}',
    '[null, 1, "x", {}]',
    '{"format": 99, "value": {}, "entries": [], "attempt": {}}',
    '{"format": 1}',
    '{"format": 1, "value": null}',
    '{"format": 1, "value": [1, 2]}',
    '{"__proto__": {"polluted": true}, "format": 1, "value": {"__proto__": {"box": 1}}}',
  ];

  it.each(foreign)('%j', (raw) => {
    expect(['none', 'corrupt']).toContain(attemptCodec.read(raw, formatsTest).kind);
    expect(attemptCodec.runningUntil(raw, formatsTest)).toBeNull();
    expect(historyCodec.read(raw)).toEqual([]);
    expect(notebookCodec.read(raw)).toEqual({});
    expect(drillsCodec.read(raw)).toEqual({ seen: {}, history: [] });
    expect(setAsideCodec.read(raw)).toEqual([]);
    expect(runningDrillCodec.read(raw, 'percentages')).toEqual({ kind: 'corrupt' });
    expect(parseImport(raw)).toMatchObject({ ok: false, message: expect.stringContaining('Nothing was changed.') });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  /** Every value in a JSON tree, by its path, replaced by each of a few wrong ones. */
  function* damaged(value: unknown, replace = (wrong: unknown) => wrong): Generator<unknown> {
    for (const wrong of [null, 'x', -1, {}]) yield replace(wrong);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      yield replace(Array.isArray(value) ? value.filter((_, index) => String(index) !== key) : omit(value, key));
      for (const changed of damaged(child, (wrong) => wrong))
        yield replace(Array.isArray(value) ? with_(value, key, changed) : { ...value, [key]: changed });
    }
  }
  const omit = (value: object, key: string) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
  const with_ = (list: unknown[], key: string, changed: unknown) => list.map((item, index) => (String(index) === key ? changed : item));

  it('a value of today with any one field damaged or missing reads, or reads as nothing, and never throws', () => {
    let cases = 0;
    for (const [key, raw] of Object.entries({ ...today, ...older })) {
      if ((GAME_KEYS as readonly string[]).includes(key)) continue;
      for (const value of damaged(JSON.parse(raw))) {
        const text = JSON.stringify(value) ?? 'null';
        cases += 1;
        expect(() => {
          attemptCodec.read(text, formatsTest);
          historyCodec.read(text);
          notebookCodec.read(text);
          drillsCodec.read(text);
          setAsideCodec.read(text);
          runningDrillCodec.read(text, 'percentages');
        }).not.toThrow();
      }
    }
    for (const value of damaged(JSON.parse(exportFile))) {
      cases += 1;
      expect(() => parseImport(JSON.stringify(value) ?? 'null')).not.toThrow();
    }
    expect(cases).toBeGreaterThan(1000);
  });

  it('a damaged attempt is corrupt, not half read', () => {
    const saved = JSON.parse(today['practice.attempt.cat-1']) as { format: number; attempt: Record<string, unknown> };
    for (const field of Object.keys(saved.attempt).filter((name) => name !== 'version'))
      expect(attemptCodec.read(JSON.stringify({ ...saved, attempt: { ...saved.attempt, [field]: undefined } }), formatsTest).kind).toBe(
        'corrupt',
      );
    // An attempt at an earlier version of the test is outdated whatever else it holds.
    expect(
      attemptCodec.read(JSON.stringify({ ...saved, attempt: { ...saved.attempt, version: 'v0', responses: 1 } }), formatsTest),
    ).toEqual({
      kind: 'outdated',
    });
  });

  it('reviews, pools and drills that do not read are dropped one by one; the rest are kept', () => {
    const notebook = { ...data.notebook, 'no-slash': data.notebook['cat-1/q2'], 'cat-1/q9': { box: -1, due: 0, updatedAt: 0 } };
    expect(notebookCodec.read(JSON.stringify({ format: 1, value: notebook }))).toEqual(data.notebook);
    const drills = {
      seen: { ...data.drills.seen, broken: 'cat-1/q1' },
      history: [...data.drills.history, { startedAt: 'yesterday' }],
    };
    expect(drillsCodec.read(JSON.stringify({ format: 1, value: drills }))).toEqual(data.drills);
  });
});

describe('every key the site keeps is in the registry', () => {
  const keys: Keys = {
    q1: { type: 'mcq', answer: 'A', marks: { correct: 3, wrong: -1 } },
    q2: { type: 'mcq', answer: 'B', marks: { correct: 3, wrong: -1 } },
    q3: { type: 'numeric', answer: 12, marks: { correct: 3, wrong: 0 } },
  };

  it('what the store writes is under a registry key, and "Clear all my progress" removes all of it', () => {
    const attempt = saveAndNext(formatsTest, choose(startAttempt(formatsTest, t0), 'A'), t0 + 1_000);
    saveAttempt(attempt);
    const other = { ...formatsTest, id: 'cat-2' };
    recordAttempt(other, keys, submit(startAttempt(other, t0), t0 + 5));
    saveNotebook(data.notebook);
    const run = JSON.parse(today['progress.drillRun.percentages']) as Parameters<typeof saveRunningDrill>[0];
    saveRunningDrill(withAnswer({ ...run, record: { ...run.record, answers: [] } }, run.record.answers[0]));
    saveSnapshot({ ...loadSnapshot(), games: gameSaves, setAside: [] });
    const written = Object.keys(localStorage);
    expect(written.length).toBeGreaterThanOrEqual(9);
    for (const key of written)
      expect(PROGRESS_PREFIXES.some((prefix) => key.startsWith(prefix)) || (PROGRESS_KEYS as readonly string[]).includes(key)).toBe(true);
    clearAllProgress();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(loadRunningDrill('percentages')).toEqual({ kind: 'none' });
  });
});
