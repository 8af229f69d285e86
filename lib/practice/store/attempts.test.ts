/** @jest-environment jsdom */
import { choose, saveAndNext, startAttempt, submit } from '../engine/attempt';
import type { TestMeta } from '../model/outline';
import { attemptKey, historyKey } from './keys';
import {
  HISTORY_LIMIT,
  loadAttempt,
  loadHistory,
  loadRescoredHistory,
  parseAttempt,
  parseHistory,
  recordAttempt,
  saveAttempt,
  storedAttemptIs,
} from './attempts';
import type { Keys } from '../model/key';

const test: TestMeta = {
  id: 'demo',
  version: 'v1',
  durationMinutes: 10,
  sections: [{ id: 's', name: 'S', questions: ['q1', 'q2'].map((id) => ({ id, type: 'mcq' as const })) }],
};
const keys: Keys = {
  q1: { type: 'mcq', answer: 'A', marks: { correct: 1, wrong: -0.25 } },
  q2: { type: 'mcq', answer: 'B', marks: { correct: 1, wrong: -0.25 } },
};

beforeEach(() => localStorage.clear());

describe('the attempt in progress', () => {
  it('survives a save and a load unchanged', () => {
    const attempt = saveAndNext(test, choose(startAttempt(test, 1000), 'A'), 2000);
    expect(saveAttempt(attempt)).toBe(true);
    expect(loadAttempt(test)).toEqual({ kind: 'ok', attempt });
  });

  it('tells whether what is stored is still the attempt this page wrote', () => {
    const attempt = startAttempt(test, 1000);
    expect(storedAttemptIs(attempt)).toBe(false);
    saveAttempt(attempt);
    expect(storedAttemptIs(attempt)).toBe(true);
    // Another tab moved on in the same test.
    saveAttempt(saveAndNext(test, attempt, 2000));
    expect(storedAttemptIs(attempt)).toBe(false);
  });

  it.each([
    ['nothing saved', null, 'none'],
    ['text that is not JSON', '{"attempt": {', 'corrupt'],
    ['JSON of another shape', '{"format": 1, "attempt": {"testId": "demo", "version": "v1"}}', 'corrupt'],
    ['another save format', JSON.stringify({ format: 99, attempt: {} }), 'corrupt'],
  ])('reports %s', (_, raw, kind) => {
    expect(parseAttempt(raw, test).kind).toBe(kind);
  });

  it('sets aside an attempt at an older version of the test (a question removed)', () => {
    const attempt = startAttempt(test, 1000);
    const changed: TestMeta = {
      ...test,
      version: 'v2',
      sections: [{ ...test.sections[0], questions: test.sections[0].questions.slice(0, 1) }],
    };
    expect(parseAttempt(JSON.stringify({ format: 1, attempt }), changed).kind).toBe('outdated');
  });

  it('rejects answers that are not text, times that are not times and questions the test lacks', () => {
    const attempt = startAttempt(test, 1000);
    const save = (patch: object) => JSON.stringify({ format: 1, attempt: { ...attempt, ...patch } });
    expect(parseAttempt(save({ responses: { ...attempt.responses, q1: { ...attempt.responses.q1, answer: 42 } } }), test).kind).toBe(
      'corrupt',
    );
    expect(parseAttempt(save({ startedAt: -5 }), test).kind).toBe('corrupt');
    expect(parseAttempt(save({ currentId: 'q9' }), test).kind).toBe('corrupt');
    expect(parseAttempt(save({ responses: { ...attempt.responses, q9: attempt.responses.q1 } }), test).kind).toBe('corrupt');
  });

  it('says so when storage is unavailable, and saving then fails quietly', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(loadAttempt(test).kind).toBe('unavailable');
      expect(saveAttempt(startAttempt(test, 0))).toBe(false);
      expect(loadHistory(test.id)).toEqual([]);
    } finally {
      Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe('past attempts', () => {
  it('records a submitted attempt once, with its score, and removes the attempt in progress', () => {
    let attempt = saveAndNext(test, choose(startAttempt(test, 1000), 'A'), 2000);
    attempt = submit(saveAndNext(test, choose(attempt, 'C'), 3000), 4000);
    saveAttempt(attempt);
    recordAttempt(test, keys, attempt);
    const history = recordAttempt(test, keys, attempt);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      score: 0.75,
      maxScore: 2,
      correct: 1,
      wrong: 1,
      skipped: 0,
      submittedAt: 4000,
      endReason: 'submitted',
    });
    // Save & Next on the last question stays there (no wrap to q1), so q2 is open from 2000 until submission at 4000.
    expect(history[0].responses.q2).toEqual({ answer: 'C', marked: false, timeMs: 2000, visited: true });
    expect(localStorage.getItem(attemptKey(test.id))).toBeNull();
    expect(loadHistory(test.id)).toEqual(history);
  });

  it(`keeps the last ${HISTORY_LIMIT}`, () => {
    for (let start = 0; start < HISTORY_LIMIT + 3; start += 1)
      recordAttempt(test, keys, submit(startAttempt(test, start * 10_000), start * 10_000 + 5));
    const history = loadHistory(test.id);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0].startedAt).toBe(30_000);
  });

  it('drops unreadable entries and unreadable lists', () => {
    recordAttempt(test, keys, submit(startAttempt(test, 0), 5));
    const stored = JSON.parse(localStorage.getItem(historyKey(test.id))!);
    expect(stored.format).toBe(2);
    const good = stored.entries;
    expect(parseHistory(JSON.stringify({ format: 2, entries: [...good, { score: 'lots' }, null] }))).toEqual(good);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a": 1}')).toEqual([]);
    expect(parseHistory(JSON.stringify({ format: 3, entries: good }))).toEqual([]);
  });

  it("reads today's format 1 (a bare list) and writes format 2 on the next attempt, losing nothing", () => {
    recordAttempt(test, keys, submit(startAttempt(test, 0), 5));
    const [first] = JSON.parse(localStorage.getItem(historyKey(test.id))!).entries;
    localStorage.setItem(historyKey(test.id), JSON.stringify([first])); // as saved before the change
    expect(loadHistory(test.id)).toEqual([first]);
    recordAttempt(test, keys, submit(startAttempt(test, 20_000), 20_005));
    const stored = JSON.parse(localStorage.getItem(historyKey(test.id))!);
    expect(stored.format).toBe(2);
    expect(stored.entries.map((entry: { startedAt: number }) => entry.startedAt)).toEqual([0, 20_000]);
  });
});

describe('re-scoring the history after a key correction', () => {
  const finished = (answer: string) => submit(saveAndNext(test, choose(startAttempt(test, 1000), answer), 2000), 3000);

  it('writes corrected tallies back once, and leaves storage untouched when the keys agree', () => {
    recordAttempt(test, keys, finished('B'));
    const stored = localStorage.getItem(historyKey('demo'));
    const errata = [{ date: '2026-11-26', questionId: 'q1' }];
    expect(loadRescoredHistory(test, keys, errata)).toEqual(loadHistory('demo'));
    expect(localStorage.getItem(historyKey('demo'))).toBe(stored);

    const corrected: Keys = { ...keys, q1: { ...keys.q1, answer: 'B' } };
    const [entry] = loadRescoredHistory(test, corrected, errata);
    expect(entry).toMatchObject({ score: 1, correct: 1, wrong: 0, rescored: { errataDate: '2026-11-26', previousScore: -0.25 } });
    expect(loadHistory('demo')).toEqual([entry]);
  });
});
