import { addDrill, DRILL_SIZE, drillPool, emptyDrills, markSeen, pickDrill } from './drills';
import type { QuestionRef } from '../model/bank';

/** A seeded random source (mulberry32), so the tests are repeatable. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pool = Array.from({ length: 25 }, (_, i) => `t/q${i + 1}` as QuestionRef);

describe('topic drills', () => {
  it(`gives ${DRILL_SIZE} questions and repeats none until the pool is used up`, () => {
    const random = seeded(7);
    const first = pickDrill(pool, [], random);
    const second = pickDrill(pool, first.seen, random);
    expect(first.refs).toHaveLength(DRILL_SIZE);
    expect(new Set([...first.refs, ...second.refs]).size).toBe(20);
    // The third drill takes the 5 left, then starts the next round with 5 of the others.
    const third = pickDrill(pool, second.seen, random);
    const left = pool.filter((ref) => !second.seen.includes(ref));
    expect(third.refs.slice(0, 5).sort()).toEqual(left.sort());
    expect(new Set(third.refs).size).toBe(DRILL_SIZE);
    expect(third.seen).toEqual(third.refs.slice(5));
    // Across many drills, within each round of 25 no question comes twice.
    let seen: QuestionRef[] = [];
    const shown: QuestionRef[] = [];
    for (let i = 0; i < 10; i += 1) {
      const drill = pickDrill(pool, seen, random);
      seen = drill.seen;
      shown.push(...drill.refs);
    }
    expect(new Set(shown.slice(0, 25)).size).toBe(25);
    expect(new Set(shown.slice(25, 50)).size).toBe(25);
  });

  it('shows the whole pool when it is smaller than a drill, and forgets questions no longer in it', () => {
    const small = pool.slice(0, 4);
    expect(pickDrill(small, [], seeded(1)).refs.sort()).toEqual([...small].sort());
    const drill = pickDrill(pool.slice(0, 12), ['gone/q1', ...pool.slice(0, 2)], seeded(2));
    expect(drill.refs).not.toContain('gone/q1');
    expect(drill.refs.filter((ref) => pool.slice(0, 2).includes(ref))).toHaveLength(0);
  });

  it('keeps the seen list per pool and each drill once', () => {
    const record = { startedAt: 5, topic: 'percentages', exams: ['cat'], timed: false, answers: [] };
    const pool = drillPool('percentages', 'cat');
    const state = addDrill(addDrill(markSeen(markSeen(emptyDrills(), pool, ['t/q1']), pool, ['t/q1', 't/q2']), record), record);
    expect(state.history).toHaveLength(1);
    expect(state.seen).toEqual({ 'percentages@cat': ['t/q1', 't/q2'] });
  });
});
