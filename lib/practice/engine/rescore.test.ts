import type { KeyErratum, Keys } from '../model/key';
import type { TestMeta } from '../model/outline';
import type { HistoryEntry } from '../model/stored';
import { attemptDay, rescoreEntry, rescoreHistory } from './rescore';
import { scoreAttempt } from './scoring';

const test: TestMeta = {
  id: 'demo',
  version: 'v1',
  durationMinutes: 10,
  sections: [
    { id: 'a', name: 'A', questions: ['q1', 'q2'].map((id) => ({ id, type: 'mcq' as const })) },
    { id: 'b', name: 'B', questions: [{ id: 'q3', type: 'numeric' as const }] },
  ],
};
const marks = { correct: 3, wrong: -1 };
const oldKeys: Keys = {
  q1: { type: 'mcq', answer: 'A', marks },
  q2: { type: 'mcq', answer: 'B', marks },
  q3: { type: 'numeric', answer: 42, marks: { correct: 3, wrong: 0 } },
};
/** q2's key corrected from B to C. */
const newKeys: Keys = { ...oldKeys, q2: { ...oldKeys.q2, answer: 'C' } };

/** 25 November 2026, 6:30 pm in India. */
const startedAt = Date.UTC(2026, 10, 25, 13, 0);
const responses: HistoryEntry['responses'] = {
  q1: { answer: 'A', marked: false, timeMs: 30_000, visited: true },
  q2: { answer: 'C', marked: true, timeMs: 45_000, visited: true },
  q3: { answer: null, marked: false, timeMs: 5_000, visited: true },
};

/** The entry as it was saved, scored with the keys of its day. */
function savedWith(keys: Keys, extra: Partial<HistoryEntry> = {}): HistoryEntry {
  const { byQuestion: _, ...tally } = scoreAttempt(test, keys, responses);
  void _;
  return { ...tally, startedAt, submittedAt: startedAt + 600_000, version: 'v1', endReason: 'submitted', responses, ...extra };
}

const errata: KeyErratum[] = [{ date: '2026-11-28', questionId: 'q2' }];

describe('rescoreEntry', () => {
  it('recomputes the score and the sections’ tallies with the corrected key and names the correction and the first score', () => {
    const saved = savedWith(oldKeys);
    expect(saved.score).toBe(2);
    const rescored = rescoreEntry(test, newKeys, errata, saved);
    expect(rescored).not.toBe(saved);
    expect(rescored).toMatchObject({ score: 6, correct: 2, wrong: 0, skipped: 1, maxScore: 9, questions: 3 });
    expect(rescored.sections.map(({ id, score, correct, wrong }) => ({ id, score, correct, wrong }))).toEqual([
      { id: 'a', score: 6, correct: 2, wrong: 0 },
      { id: 'b', score: 0, correct: 0, wrong: 0 },
    ]);
    expect(rescored.rescored).toEqual({ errataDate: '2026-11-28', previousScore: 2 });
  });

  it('keeps everything the student saved: answers, marks, times, start and end', () => {
    const saved = savedWith(oldKeys, { compensatoryMinutesPerHour: 20 });
    const rescored = rescoreEntry(test, newKeys, errata, saved);
    expect(rescored.responses).toEqual(responses);
    expect(rescored.timeMs).toBe(saved.timeMs);
    const { score: _s, correct: _c, wrong: _w, skipped: _k, sections: _x, rescored: _r, ...rest } = rescored;
    const { score: _s2, correct: _c2, wrong: _w2, skipped: _k2, sections: _x2, ...before } = saved;
    void [_s, _c, _w, _k, _x, _r, _s2, _c2, _w2, _k2, _x2];
    expect(rest).toEqual(before);
    expect(rescored.sections.map((section) => section.timeMs)).toEqual(saved.sections.map((section) => section.timeMs));
  });

  it('returns the same entry when the keys agree with what was saved', () => {
    const current = savedWith(newKeys);
    expect(rescoreEntry(test, newKeys, errata, current)).toBe(current);
    // No key correction at all (every test today): nothing is even scored.
    const saved = savedWith(oldKeys);
    expect(rescoreEntry(test, newKeys, [], saved)).toBe(saved);
  });

  it('leaves an entry of another version alone: this outline does not describe its questions', () => {
    const other = savedWith(oldKeys, { version: 'v0' });
    expect(rescoreEntry(test, newKeys, errata, other)).toBe(other);
  });

  it('keeps the first score when re-scored again by a later correction', () => {
    const once = rescoreEntry(test, newKeys, errata, savedWith(oldKeys));
    const laterKeys: Keys = { ...newKeys, q1: { ...newKeys.q1, answer: 'D' } };
    const later: KeyErratum[] = [...errata, { date: '2026-12-03', questionId: 'q1' }];
    const twice = rescoreEntry(test, laterKeys, later, once);
    expect(twice.score).toBe(2);
    expect(twice.rescored).toEqual({ errataDate: '2026-12-03', previousScore: 2 });
  });

  it('names the latest correction on or after the attempt’s day, else the latest of all', () => {
    const spread: KeyErratum[] = [
      { date: '2026-11-20', questionId: 'q2' },
      { date: '2026-11-25', questionId: 'q2' },
      { date: '2026-12-01', questionId: 'q2' },
    ];
    expect(rescoreEntry(test, newKeys, spread, savedWith(oldKeys)).rescored?.errataDate).toBe('2026-12-01');
    const earlier: KeyErratum[] = [
      { date: '2026-11-10', questionId: 'q2' },
      { date: '2026-11-20', questionId: 'q2' },
    ];
    expect(rescoreEntry(test, newKeys, earlier, savedWith(oldKeys)).rescored?.errataDate).toBe('2026-11-20');
  });

  it('dates an attempt by India’s calendar', () => {
    expect(attemptDay(Date.UTC(2026, 10, 25, 18, 29))).toBe('2026-11-25');
    expect(attemptDay(Date.UTC(2026, 10, 25, 18, 30))).toBe('2026-11-26');
  });
});

describe('rescoreHistory', () => {
  it('returns the same list when nothing changed, a new one with only the stale entries replaced otherwise', () => {
    const current = savedWith(newKeys, { startedAt: startedAt + 1 });
    const same = [current];
    expect(rescoreHistory(test, newKeys, errata, same)).toBe(same);
    const stale = savedWith(oldKeys);
    const next = rescoreHistory(test, newKeys, errata, [stale, current]);
    expect(next[0].rescored?.previousScore).toBe(2);
    expect(next[1]).toBe(current);
  });
});
