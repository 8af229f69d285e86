import { finishSection, saveAndNext, startAttempt, submit } from './attempt';
import type { Attempt } from '../model/attempt';
import type { TestMeta } from '../model/outline';
import { formatInProgress } from './format';
import { openingScreen } from './opening';
import type { HistoryEntry } from '../model/stored';
import { summarizeStored, summarizeStoredWithoutOutline, toHistoryEntry } from '../store/attempts';
import { outlineFromIndex, type IndexedTest } from '../model/bank';
import type { Keys } from '../model/key';

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
    expect(formatInProgress(65)).toBe('In progress — resume (01:05 left)');
    expect(formatInProgress(4200)).toBe('In progress — resume (1:10:00 left)');
    expect(formatInProgress(754)).toBe('In progress — resume (12:34 left)');
    expect(formatInProgress(600, { index: 1, count: 3 })).toBe('In progress — resume (10:00 left in section 2 of 3)');
  });
});

describe('a test’s progress on this device, for the list of tests', () => {
  it('shows an attempt running with the time its clock has left', () => {
    const attempt = saveAndNext(untimed, startAttempt(untimed, 0), 1000);
    expect(summarizeStored(untimed, saved(attempt), null, 17 * MIN + 26_000).running).toEqual({ kind: 'running', secondsLeft: 754 });
  });

  it('counts a sectional test’s clock from the section open now, closing sections that ended while away', () => {
    const attempt = startAttempt(sectional, 0);
    expect(summarizeStored(sectional, saved(attempt), null, 5 * MIN).running).toEqual({
      kind: 'running',
      secondsLeft: 600,
      section: { index: 0, count: 2 },
    });
    expect(summarizeStored(sectional, saved(attempt), null, 20 * MIN).running).toEqual({
      kind: 'running',
      secondsLeft: 600,
      section: { index: 1, count: 2 },
    });
    const ended = finishSection(sectional, attempt, 2 * MIN);
    expect(summarizeStored(sectional, saved(ended), null, 2 * MIN).running).toMatchObject({ secondsLeft: 900, section: { index: 1 } });
  });

  it('knows an attempt whose time ran out while the page was closed', () => {
    expect(summarizeStored(untimed, saved(startAttempt(untimed, 0)), null, 31 * MIN).running).toEqual({ kind: 'expired' });
  });

  it('reads missing, corrupt and outdated storage as nothing in progress, never as an error', () => {
    for (const raw of [null, '{"format":1,"attempt":', '[]', 'null', saved({ ...startAttempt(untimed, 0), version: 'old' })])
      expect(summarizeStored(untimed, raw, raw, MIN)).toEqual({ running: { kind: 'none' }, attempts: 0, best: null, last: null });
  });

  it('gives the best and the latest score', () => {
    const [a, b] = [finished(0), finished(10 * MIN)];
    b.score = -0.25;
    const summary = summarizeStored(untimed, null, JSON.stringify([a, b]), 20 * MIN);
    expect(summary).toMatchObject({ attempts: 2, best: { startedAt: a.startedAt }, last: { startedAt: b.startedAt } });
  });

  it('before the outline comes (or offline without it), reads an attempt from when its time runs out alone, and past scores in full', () => {
    const attempt = saved(startAttempt(untimed, 0));
    const listed = { id: untimed.id, version: untimed.version, durationMinutes: untimed.durationMinutes };
    expect(summarizeStoredWithoutOutline(listed, attempt, null, 29 * MIN).running).toEqual({ kind: 'started' });
    expect(summarizeStoredWithoutOutline(listed, attempt, null, 30 * MIN).running).toEqual({ kind: 'expired' });
    expect(summarizeStoredWithoutOutline({ ...listed, version: 'v2' }, attempt, null, MIN).running).toEqual({ kind: 'none' });
    expect(summarizeStoredWithoutOutline(listed, '{"format":1,"attempt":', null, MIN).running).toEqual({ kind: 'none' });
    const [a, b] = [finished(0), finished(10 * MIN)];
    expect(summarizeStoredWithoutOutline(listed, null, JSON.stringify([a, b]), 20 * MIN)).toEqual(
      summarizeStored(untimed, null, JSON.stringify([a, b]), 20 * MIN),
    );
  });

  it("reads an attempt against the bank index's outline of the test exactly as against the content's", () => {
    const indexed: IndexedTest = {
      id: sectional.id,
      exam: 'cat',
      title: 'CAT',
      kind: 'sectional',
      version: sectional.version,
      href: '/practice/cat',
      durationMinutes: sectional.durationMinutes,
      secondsPerQuestion: 900,
      sections: sectional.sections.map((section) => ({
        id: section.id,
        name: section.name,
        timeLimitMinutes: section.timeLimitMinutes,
        questions: section.questions.map((question) => ({
          id: question.id,
          topic: 'percentages',
          key: { type: question.type, answer: 'A', marks: { correct: 3, wrong: -1 } },
        })),
      })),
    };
    expect(outlineFromIndex(indexed)).toEqual(sectional);
    const attempt = saved(startAttempt(sectional, 0));
    expect(summarizeStored(outlineFromIndex(indexed), attempt, null, 20 * MIN)).toEqual(
      summarizeStored(sectional, attempt, null, 20 * MIN),
    );
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
