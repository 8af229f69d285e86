import { finishSection, saveAndNext, startAttempt, submit, type Attempt, type TestMeta } from './attempt';
import { formatInProgress, formatTimer } from './format';
import { openingScreen } from './opening';
import { summarizeProgress } from './testStatus';
import { toHistoryEntry, type HistoryEntry } from '../store/attempts';
import type { Keys } from './scoring';

const untimed: TestMeta = {
  id: 'demo',
  version: 'v1',
  durationMinutes: 30,
  sections: [{ id: 's', name: 'S', questions: ['q1', 'q2'].map((id) => ({ id, type: 'mcq' as const })) }],
};
const sectional: TestMeta = {
  id: 'cat',
  version: 'v1',
  durationMinutes: 30,
  sections: ['a', 'b'].map((id) => ({ id, name: id, timeLimitMinutes: 15, questions: [{ id: `${id}1`, type: 'mcq' as const }] })),
};
const keys: Keys = {
  q1: { type: 'mcq', answer: 'A', marks: { correct: 1, wrong: -0.25 } },
  q2: { type: 'mcq', answer: 'B', marks: { correct: 1, wrong: -0.25 } },
};
const MIN = 60_000;
const saved = (attempt: Attempt) => JSON.stringify({ format: 1, attempt });
const finished = (startedAt: number): HistoryEntry =>
  toHistoryEntry(untimed, keys, submit(startAttempt(untimed, startedAt), startedAt + MIN));

describe('the exam clock as text', () => {
  it('reads like the exam timer', () => {
    expect(formatTimer(754)).toBe('12:34');
    expect(formatTimer(65)).toBe('01:05');
    expect(formatTimer(4200)).toBe('1:10:00');
    expect(formatInProgress(754)).toBe('In progress — resume (12:34 left)');
    expect(formatInProgress(600, { index: 1, count: 3 })).toBe('In progress — resume (10:00 left in section 2 of 3)');
  });
});

describe('a test’s progress on this device, for the list of tests', () => {
  it('shows an attempt running with the time its clock has left', () => {
    const attempt = saveAndNext(untimed, startAttempt(untimed, 0), 1000);
    expect(summarizeProgress(untimed, saved(attempt), null, 17 * MIN + 26_000).running).toEqual({ kind: 'running', secondsLeft: 754 });
  });

  it('counts a sectional test’s clock from the section open now, closing sections that ended while away', () => {
    const attempt = startAttempt(sectional, 0);
    expect(summarizeProgress(sectional, saved(attempt), null, 5 * MIN).running).toEqual({
      kind: 'running',
      secondsLeft: 600,
      section: { index: 0, count: 2 },
    });
    expect(summarizeProgress(sectional, saved(attempt), null, 20 * MIN).running).toEqual({
      kind: 'running',
      secondsLeft: 600,
      section: { index: 1, count: 2 },
    });
    const ended = finishSection(sectional, attempt, 2 * MIN);
    expect(summarizeProgress(sectional, saved(ended), null, 2 * MIN).running).toMatchObject({ secondsLeft: 900, section: { index: 1 } });
  });

  it('knows an attempt whose time ran out while the page was closed', () => {
    expect(summarizeProgress(untimed, saved(startAttempt(untimed, 0)), null, 31 * MIN).running).toEqual({ kind: 'expired' });
  });

  it('reads missing, corrupt and outdated storage as nothing in progress, never as an error', () => {
    for (const raw of [null, '{"format":1,"attempt":', '[]', 'null', saved({ ...startAttempt(untimed, 0), version: 'old' })])
      expect(summarizeProgress(untimed, raw, raw, MIN)).toEqual({ running: { kind: 'none' }, attempts: 0, best: null, last: null });
  });

  it('gives the best and the latest score', () => {
    const [a, b] = [finished(0), finished(10 * MIN)];
    b.score = -0.25;
    const summary = summarizeProgress(untimed, null, JSON.stringify([a, b]), 20 * MIN);
    expect(summary).toMatchObject({ attempts: 2, best: { startedAt: a.startedAt }, last: { startedAt: b.startedAt } });
  });
});

describe('the screen a test’s page opens on', () => {
  const none = { kind: 'none' } as const;

  it('opens on the instructions the first time, or with a notice when what was saved cannot be used', () => {
    expect(openingScreen(untimed, none, [], 0)).toEqual({ kind: 'intro', notice: null });
    expect(openingScreen(untimed, { kind: 'corrupt' }, [finished(0)], 0)).toEqual({ kind: 'intro', notice: 'corrupt' });
  });

  it('opens on the latest result of a finished test, unless the test has changed since', () => {
    const [a, b] = [finished(0), finished(MIN)];
    expect(openingScreen(untimed, none, [a, b], 2 * MIN)).toEqual({ kind: 'result', entry: b });
    expect(openingScreen(untimed, none, [a, { ...b, version: 'old' }], 2 * MIN)).toEqual({ kind: 'intro', notice: null });
  });

  it('goes straight back into a running attempt, brought up to now, and says so', () => {
    const attempt = saveAndNext(untimed, startAttempt(untimed, 0), MIN);
    expect(openingScreen(untimed, { kind: 'ok', attempt }, [], 2 * MIN)).toEqual({
      kind: 'continue',
      notice: 'resumed',
      attempt: { ...attempt, creditedUntil: 2 * MIN },
    });
    const cat = startAttempt(sectional, 0);
    expect(openingScreen(sectional, { kind: 'ok', attempt: cat }, [], 20 * MIN)).toMatchObject({
      kind: 'continue',
      notice: 'resumed',
      attempt: { status: 'running', sectionIndex: 1 },
    });
  });

  it('submits an attempt whose time ran out while away and shows its result', () => {
    const opening = openingScreen(untimed, { kind: 'ok', attempt: startAttempt(untimed, 0) }, [], 31 * MIN);
    expect(opening).toMatchObject({ kind: 'continue', notice: 'expired-away', attempt: { status: 'submitted', endReason: 'time' } });
  });
});
