/** @jest-environment jsdom */
import { buildExport, describeMerge, EXPORT_APP, MAX_IMPORT_BYTES, mergeImport, parseImport } from './transfer';
import { emptySnapshot, loadSnapshot, saveSnapshot, type Snapshot } from './snapshot';
import { entry, index } from '@/lib/test-utils/progressFixtures';

const t0 = Date.UTC(2026, 10, 1);

function snapshot(): Snapshot {
  return {
    ...emptySnapshot(),
    histories: { 'cat-1': [entry(t0, { q1: 'A', q2: 'B' })] },
    notebook: { 'cat-1/q2': { box: 2, due: t0 + 5, updatedAt: t0 + 10 } },
    drills: {
      seen: { 'percentages@cat': ['cat-1/q1'] },
      history: [{ startedAt: t0 + 20, topic: 'percentages', exams: ['cat'], timed: false, answers: [] }],
    },
    games: { 'sudoku.game': '{"v":1}' },
  };
}

const fileOf = (value: Snapshot, now = t0) => JSON.stringify(buildExport(value, index, now));

beforeEach(() => localStorage.clear());

describe('export and import', () => {
  it('round-trips: a file imported into an empty device gives the same progress', () => {
    const parsed = parseImport(fileOf(snapshot()));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.file.contentVersions).toEqual({ 'cat-1': 'v1' });
    const { snapshot: merged, report } = mergeImport(emptySnapshot(), parsed.file, index);
    expect(merged).toEqual(snapshot());
    expect(report).toMatchObject({ attemptsAdded: 1, reviewsTaken: 1, drillsAdded: 1, gamesTaken: 1, setAside: 0 });
    expect(saveSnapshot(merged)).toBe(true);
    expect(loadSnapshot()).toEqual(snapshot());
  });

  it('merges without duplicates: the newer copy of one attempt wins, the more recent review wins', () => {
    const mine = snapshot();
    const theirs = snapshot();
    theirs.histories['cat-1'] = [
      { ...entry(t0, { q1: 'A', q2: 'A' }), submittedAt: t0 + 999_999 }, // the same attempt, finished later there
      entry(t0 + 86_400_000, { q1: 'C' }),
    ];
    theirs.notebook['cat-1/q2'] = { box: 4, due: t0 + 50, updatedAt: t0 + 100 };
    theirs.notebook['cat-1/q1'] = { box: 1, due: t0, updatedAt: t0 - 100 };
    mine.notebook['cat-1/q1'] = { box: 3, due: t0, updatedAt: t0 };
    theirs.games = { 'sudoku.game': '{"v":2}', 'wordMage.game': '{"w":1}' };
    const parsed = parseImport(fileOf(theirs));
    if (!parsed.ok) throw new Error(parsed.message);
    const { snapshot: merged, report } = mergeImport(mine, parsed.file, index);
    expect(merged.histories['cat-1'].map((attempt) => [attempt.startedAt, attempt.responses.q2?.answer ?? null])).toEqual([
      [t0, 'A'],
      [t0 + 86_400_000, null],
    ]);
    expect(merged.notebook['cat-1/q2'].box).toBe(4);
    expect(merged.notebook['cat-1/q1'].box).toBe(3);
    expect(merged.games).toEqual({ 'sudoku.game': '{"v":1}', 'wordMage.game': '{"w":1}' });
    expect(merged.drills.history).toHaveLength(1);
    expect(report).toMatchObject({ attemptsAdded: 1, attemptsReplaced: 1, reviewsTaken: 1, drillsAdded: 0, gamesTaken: 1 });
    // Importing the same file again changes nothing.
    expect(mergeImport(merged, parsed.file, index).snapshot).toEqual(merged);
  });

  it('sets aside progress about tests no longer on the site, and notes attempts at an older version', () => {
    const theirs = snapshot();
    theirs.histories['retired-test'] = [entry(t0, { q1: 'A' })];
    theirs.histories['cat-2'] = [entry(t0, { q1: 'A' }, { version: 'v6' })];
    theirs.notebook['retired-test/q1'] = { box: 1, due: t0, updatedAt: t0 };
    const parsed = parseImport(fileOf(theirs));
    if (!parsed.ok) throw new Error(parsed.message);
    const { snapshot: merged, report } = mergeImport(emptySnapshot(), parsed.file, index);
    expect(merged.histories['retired-test']).toBeUndefined();
    expect(merged.notebook['retired-test/q1']).toBeUndefined();
    expect(merged.setAside.map((item) => item.testId)).toEqual(['retired-test', 'retired-test']);
    expect(report).toMatchObject({ setAside: 2, olderVersions: 1 });
    expect(describeMerge(report)).toContain('2 items about tests no longer on the site were set aside');
  });

  it.each([
    ['a damaged file', '{"app": "prep-gurus-progress", "format": 1, "histo', 'could not be read'],
    ['a file of another app', JSON.stringify({ app: 'someone-else', format: 1 }), 'not a Prep Gurus progress file'],
    ['a photo renamed .json', '\u0089PNG\r\n', 'could not be read'],
    ['a newer format', JSON.stringify({ app: EXPORT_APP, format: 2, histories: {}, contentVersions: {}, exportedAt: '' }), 'newer version'],
    [
      'an attempt that does not read',
      JSON.stringify({ app: EXPORT_APP, format: 1, exportedAt: 'x', contentVersions: {}, histories: { 'cat-1': [{ score: 'lots' }] } }),
      'damaged',
    ],
  ])('refuses %s with a clear message', (_, text, message) => {
    const parsed = parseImport(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toContain(message);
      expect(parsed.message).toContain('Nothing was changed.');
    }
  });

  it('refuses a file too large to be ours before reading it', () => {
    const parsed = parseImport('{}', MAX_IMPORT_BYTES + 1);
    expect(parsed).toMatchObject({ ok: false, message: expect.stringContaining('too large') });
  });

  it("reads today's stored history (format 1, a bare list) into the file", () => {
    localStorage.setItem('practice.history.cat-1', JSON.stringify([entry(t0, { q1: 'A' })]));
    expect(loadSnapshot().histories['cat-1']).toHaveLength(1);
  });

  it('writes all or nothing when storage is full', () => {
    localStorage.setItem('progress.notebook', 'before');
    const realSet = Storage.prototype.setItem;
    let calls = 0;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      calls += 1;
      if (calls === 3) throw new DOMException('full', 'QuotaExceededError');
      realSet.call(this, key, value);
    });
    expect(saveSnapshot(snapshot())).toBe(false);
    setItem.mockRestore();
    expect(localStorage.getItem('progress.notebook')).toBe('before');
    expect(localStorage.getItem('practice.history.cat-1')).toBeNull();
  });
});
