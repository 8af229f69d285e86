import { drillEvents, testEvents } from './events';
import { dueToday, notebookItems, recordRetry, removeItem, restoreItem, stableByKey, type NotebookState } from './notebook';
import { entry, lookup } from '@/lib/test-utils/progressFixtures';

const DAY = 24 * 60 * 60 * 1000;
const t0 = new Date(2026, 10, 20, 10, 0).getTime();

// cat-1: q1 right, q2 wrong, q3 right but marked, q4 skipped, q5 right.
const histories = { 'cat-1': [entry(t0, { q1: 'A', q2: 'B', q3: '12', q4: null, q5: 'A' }, { marked: ['q3'] })] };
const events = () => testEvents(histories, lookup);

describe('the mistake notebook', () => {
  it('holds exactly the questions answered wrongly, skipped or marked', () => {
    const { items } = notebookItems(events(), {});
    expect(items.map((item) => item.ref).sort()).toEqual(['cat-1/q2', 'cat-1/q3', 'cat-1/q4']);
    expect(items.find((item) => item.ref === 'cat-1/q2')!.mistake).toMatchObject({ outcome: 'wrong', answer: 'B' });
    expect(items.find((item) => item.ref === 'cat-1/q3')!.mistake).toMatchObject({ outcome: 'correct', marked: true });
    expect(items.find((item) => item.ref === 'cat-1/q4')!.mistake).toMatchObject({ outcome: 'skipped', answer: null });
  });

  it('lists the newest attempt first, and one attempt in its question order', () => {
    const twoAttempts = {
      'cat-1': [entry(t0, { q1: 'A', q2: 'B', q3: '12', q4: null, q5: 'A' }, { marked: ['q3'] }), entry(t0 + DAY, { q5: 'B', q1: 'B' })],
    };
    expect(notebookItems(testEvents(twoAttempts, lookup), {}).items.map((item) => item.ref)).toEqual([
      'cat-1/q5',
      'cat-1/q1',
      'cat-1/q2',
      'cat-1/q3',
      'cat-1/q4',
    ]);
  });

  it('scores answers against the keys of today, and leaves out questions no longer on the site', () => {
    const withGone = { ...histories, 'old-test': [entry(t0, { q1: 'B' })], 'cat-2': [entry(t0, { q9: 'B', q1: 'B' })] };
    expect(
      notebookItems(testEvents(withGone, lookup), {})
        .items.map((item) => item.ref)
        .sort(),
    ).toEqual(['cat-1/q2', 'cat-1/q3', 'cat-1/q4', 'cat-2/q1']);
  });

  it('counts what is due as days pass: a right retry waits a day, a wrong one comes back tomorrow', () => {
    let state: NotebookState = {};
    const now = t0 + 2 * 60 * 60 * 1000;
    const { items } = notebookItems(events(), state);
    expect(dueToday(items, now)).toHaveLength(3);
    const [first, second] = items;
    state = recordRetry(state, first, 'A', true, now);
    state = recordRetry(state, second, 'C', false, now);
    const after = notebookItems(events(), state).items;
    expect(dueToday(after, now)).toHaveLength(1);
    expect(dueToday(after, now + DAY)).toHaveLength(3);
    expect(after.find((item) => item.ref === second.ref)!.lastRetry).toEqual({ answer: 'C', correct: false });
    // Right again after a day: the first waits 3 days more.
    const again = recordRetry(
      state,
      after.find((item) => item.ref === first.ref)!,
      'A',
      true,
      now + DAY,
    );
    const later = notebookItems(events(), again).items;
    expect(dueToday(later, now + 2 * DAY).map((item) => item.ref)).not.toContain(first.ref);
    expect(dueToday(later, now + 4 * DAY).map((item) => item.ref)).toContain(first.ref);
  });

  it('starts a question over when it is missed again after a retry', () => {
    const now = t0 + 2 * 60 * 60 * 1000;
    const [item] = notebookItems(events(), {}).items.filter((candidate) => candidate.ref === 'cat-1/q2');
    const state = recordRetry({}, item, 'A', true, now);
    expect(notebookItems(events(), state).items.find((candidate) => candidate.ref === 'cat-1/q2')!.review.box).toBe(1);
    const missedAgain = { 'cat-1': [...histories['cat-1'], entry(t0 + DAY, { q2: 'C' })] };
    const [again] = notebookItems(testEvents(missedAgain, lookup), state).items.filter((candidate) => candidate.ref === 'cat-1/q2');
    expect(again.review).toEqual({ box: 0, due: t0 + DAY + 60_000 });
    expect(again.misses).toBe(2);
  });

  it('removes a question, and undo brings it back with its review', () => {
    const now = t0 + 2 * 60 * 60 * 1000;
    const { items } = notebookItems(events(), {});
    const reviewed = recordRetry({}, items[0], 'A', true, now);
    const item = notebookItems(events(), reviewed).items.find((candidate) => candidate.ref === items[0].ref)!;
    const removed = removeItem(reviewed, item, now + 5);
    expect(notebookItems(events(), removed).items.map((candidate) => candidate.ref)).not.toContain(item.ref);
    expect(notebookItems(events(), removed).removed.map((candidate) => candidate.ref)).toEqual([item.ref]);
    const restored = notebookItems(events(), restoreItem(removed, item.ref)).items.find((candidate) => candidate.ref === item.ref)!;
    expect(restored.review).toEqual(item.review);
  });

  it('adds drill mistakes too', () => {
    const drill = {
      startedAt: t0,
      topic: 'percentages',
      exams: ['ipmat'],
      timed: false,
      answers: [{ ref: 'ipmat-1/q2' as const, answer: 'D', timeMs: 5000, at: t0 + 5 }],
    };
    const { items } = notebookItems([...events(), ...drillEvents([drill], lookup)], {});
    expect(items.find((item) => item.ref === 'ipmat-1/q2')!.mistake.source).toBe('drill');
  });
});

describe('stableByKey', () => {
  it('orders by key either way and keeps the order of items with one key', () => {
    const items = ['b1', 'a1', 'c1', 'a2', 'b2'];
    const key = (item: string) => item.charCodeAt(0);
    expect(stableByKey(items, key)).toEqual(['a1', 'a2', 'b1', 'b2', 'c1']);
    expect(stableByKey(items, key, 'descending')).toEqual(['c1', 'b1', 'b2', 'a1', 'a2']);
  });
});
