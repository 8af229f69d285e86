import {
  advance,
  atEndOfSection,
  choose,
  clearResponse,
  deadline,
  finishSection,
  goTo,
  markAndNext,
  paletteStatus,
  pause,
  previous,
  reachableSections,
  resume,
  saveAndNext,
  startAttempt,
  submit,
  timeLeft,
} from './attempt';
import type { TestMeta } from '../model/outline';

const MIN = 60_000;
const T0 = 1_700_000_000_000;

const q = (id: string, type: 'mcq' | 'numeric' = 'mcq') => ({ id, type });

/** Two untimed sections, 20 minutes in all. */
const free: TestMeta = {
  id: 'free',
  version: 'v1',
  durationMinutes: 20,
  sections: [
    { id: 's1', name: 'One', questions: [q('a'), q('b')] },
    { id: 's2', name: 'Two', questions: [q('c'), q('d', 'numeric')] },
  ],
};

/** Three sections of 10, 5 and 5 minutes; the first two lock when their time ends. */
const sectional: TestMeta = {
  id: 'sectional',
  version: 'v1',
  durationMinutes: 20,
  sections: [
    { id: 'x', name: 'X', timeLimitMinutes: 10, lockOnTimeUp: true, questions: [q('x1'), q('x2')] },
    { id: 'y', name: 'Y', timeLimitMinutes: 5, lockOnTimeUp: true, questions: [q('y1'), q('y2')] },
    { id: 'z', name: 'Z', timeLimitMinutes: 5, lockOnTimeUp: true, questions: [q('z1')] },
  ],
};

describe('answering', () => {
  it('saves a choice only with Save & Next, and drops an unsaved one when moving away', () => {
    let attempt = startAttempt(free, T0);
    attempt = choose(attempt, 'B');
    expect(paletteStatus(attempt.responses.a)).toBe('not-answered');
    attempt = saveAndNext(free, attempt, T0 + 1000);
    expect(attempt.responses.a).toMatchObject({ answer: 'B', marked: false });
    expect(attempt.currentId).toBe('b');
    attempt = choose(attempt, 'C');
    attempt = goTo(free, attempt, 'c', T0 + 2000);
    expect(attempt.responses.b).toMatchObject({ answer: null, draft: null, visited: true });
    expect(paletteStatus(attempt.responses.b)).toBe('not-answered');
  });

  it('has the five palette states', () => {
    let attempt = startAttempt(free, T0);
    attempt = saveAndNext(free, choose(attempt, 'A'), T0); // a answered
    attempt = markAndNext(free, attempt, T0); // b marked, no answer
    attempt = markAndNext(free, choose(attempt, 'D'), T0); // c answered and marked
    expect([attempt.responses.a, attempt.responses.b, attempt.responses.c, attempt.responses.d].map(paletteStatus)).toEqual([
      'answered',
      'marked',
      'answered-marked',
      'not-answered',
    ]);
    // The counts of these states, by section and for the test, are examState's (examState.test.ts).
  });

  it('clears a response but keeps the mark', () => {
    let attempt = markAndNext(free, choose(startAttempt(free, T0), 'A'), T0);
    attempt = goTo(free, attempt, 'a', T0);
    attempt = clearResponse(attempt);
    expect(attempt.responses.a).toMatchObject({ answer: null, draft: null, marked: true });
    expect(paletteStatus(attempt.responses.a)).toBe('marked');
  });

  it('moves through sections of an untimed test and back with Previous; Save & Next on the test’s last question saves and stays', () => {
    let attempt = startAttempt(free, T0);
    attempt = saveAndNext(free, saveAndNext(free, attempt, T0), T0);
    expect([attempt.currentId, attempt.sectionIndex]).toEqual(['c', 1]);
    expect(atEndOfSection(free, attempt)).toBe(false);
    attempt = previous(free, attempt, T0);
    expect([attempt.currentId, attempt.sectionIndex]).toEqual(['b', 0]);
    // The last question of an untimed test's first section leads on to the next section.
    expect(atEndOfSection(free, attempt)).toBe(false);
    attempt = goTo(free, attempt, 'd', T0);
    expect(atEndOfSection(free, attempt)).toBe(true);
    attempt = saveAndNext(free, choose(attempt, '7'), T0 + 1000);
    expect(attempt.currentId).toBe('d');
    expect(attempt.responses.d).toMatchObject({ answer: '7', draft: '7' });
    expect(previous(free, goTo(free, attempt, 'a', T0), T0).currentId).toBe('a');
  });

  it('stops at the end of a sectional test’s section instead of wrapping to its first question', () => {
    let attempt = startAttempt(sectional, T0);
    attempt = saveAndNext(sectional, attempt, T0 + 1000);
    expect(attempt.currentId).toBe('x2');
    expect(atEndOfSection(sectional, attempt)).toBe(true);
    attempt = markAndNext(sectional, choose(attempt, 'B'), T0 + 2000);
    expect([attempt.currentId, attempt.sectionIndex]).toEqual(['x2', 0]);
    expect(attempt.responses.x2).toMatchObject({ answer: 'B', marked: true });
    expect(attempt.responses.x2.timeMs).toBe(1000);
  });

  it('credits time to the question on screen', () => {
    let attempt = startAttempt(free, T0);
    attempt = saveAndNext(free, attempt, T0 + 30_000);
    attempt = goTo(free, attempt, 'a', T0 + 45_000);
    attempt = advance(free, attempt, T0 + 50_000);
    expect(attempt.responses.a.timeMs).toBe(35_000);
    expect(attempt.responses.b.timeMs).toBe(15_000);
  });
});

describe('compensatory time', () => {
  const cat: TestMeta = {
    ...sectional,
    durationMinutes: 120,
    sections: sectional.sections.map((section) => ({ ...section, timeLimitMinutes: 40 })),
  };
  const clat: TestMeta = { ...free, durationMinutes: 120 };

  it('stretches the paper by the rule: 20 minutes an hour turns CLAT’s 120 minutes into 160', () => {
    const attempt = startAttempt(clat, T0, 20);
    expect(attempt.compensatoryMinutesPerHour).toBe(20);
    expect(deadline(clat, attempt)).toBe(T0 + 160 * MIN);
    expect(advance(clat, attempt, T0 + 159 * MIN).status).toBe('running');
    expect(advance(clat, attempt, T0 + 160 * MIN)).toMatchObject({ status: 'submitted', endReason: 'time' });
  });

  it('spreads it over timed sections in proportion: each of CAT’s 40-minute sections gets 53 min 20 s', () => {
    let attempt = startAttempt(cat, T0, 20);
    expect(deadline(cat, attempt)).toBe(T0 + 53 * MIN + 20_000);
    attempt = advance(cat, attempt, T0 + 53 * MIN + 20_000);
    expect(attempt.sectionIndex).toBe(1);
    expect(deadline(cat, attempt)).toBe(T0 + 106 * MIN + 40_000);
    expect(advance(cat, attempt, T0 + 160 * MIN)).toMatchObject({ status: 'submitted', submittedAt: T0 + 160 * MIN });
  });

  it('leaves a standard attempt as it was (no field saved)', () => {
    expect(startAttempt(clat, T0)).not.toHaveProperty('compensatoryMinutesPerHour');
    expect(deadline(clat, startAttempt(clat, T0))).toBe(T0 + 120 * MIN);
  });
});

describe('timing', () => {
  it('counts down from the end timestamp and submits on zero with what was saved', () => {
    let attempt = saveAndNext(free, choose(startAttempt(free, T0), 'C'), T0 + 1000);
    attempt = choose(attempt, 'A'); // never saved
    expect(timeLeft(free, attempt, T0 + 5 * MIN)).toBe(15 * MIN);
    attempt = advance(free, attempt, T0 + 20 * MIN);
    expect(attempt).toMatchObject({ status: 'submitted', endReason: 'time', submittedAt: T0 + 20 * MIN });
    expect(attempt.responses.a.answer).toBe('C');
    expect(attempt.responses.b.answer).toBeNull();
    expect(timeLeft(free, attempt, T0 + 21 * MIN)).toBe(0);
  });

  it('runs timed sections one after another; a section locks when its time ends and the next opens', () => {
    let attempt = startAttempt(sectional, T0);
    expect(deadline(sectional, attempt)).toBe(T0 + 10 * MIN);
    expect(reachableSections(sectional, attempt)).toEqual([0]);
    expect(goTo(sectional, attempt, 'y1', T0)).toBe(attempt);
    attempt = advance(sectional, attempt, T0 + 10 * MIN + 1);
    expect([attempt.sectionIndex, attempt.currentId]).toEqual([1, 'y1']);
    expect(deadline(sectional, attempt)).toBe(T0 + 15 * MIN);
    expect(reachableSections(sectional, attempt)).toEqual([1]);
    expect(goTo(sectional, attempt, 'x1', T0 + 11 * MIN).currentId).toBe('y1');
  });

  it('catches up with every section that ended while the page was closed, and submits when all did', () => {
    const attempt = startAttempt(sectional, T0);
    const later = advance(sectional, attempt, T0 + 12 * MIN);
    expect([later.sectionIndex, later.sectionOpenedAt]).toEqual([1, [T0, T0 + 10 * MIN, null]]);
    const closed = advance(sectional, attempt, T0 + 60 * MIN);
    expect(closed).toMatchObject({
      status: 'submitted',
      endReason: 'time',
      submittedAt: T0 + 20 * MIN,
      sectionOpenedAt: [T0, T0 + 10 * MIN, T0 + 15 * MIN],
    });
  });

  it('lets a student close a section early; the next one gets its full time', () => {
    let attempt = finishSection(sectional, startAttempt(sectional, T0), T0 + 2 * MIN);
    expect([attempt.sectionIndex, deadline(sectional, attempt)]).toEqual([1, T0 + 7 * MIN]);
    attempt = finishSection(sectional, finishSection(sectional, attempt, T0 + 3 * MIN), T0 + 4 * MIN);
    expect(attempt).toMatchObject({ status: 'submitted', endReason: 'submitted' });
  });

  it('keeps an earlier section reachable when it does not lock', () => {
    const open: TestMeta = {
      ...sectional,
      sections: sectional.sections.map((section, index) => (index === 0 ? { ...section, lockOnTimeUp: false } : section)),
    };
    const attempt = advance(open, startAttempt(open, T0), T0 + 11 * MIN);
    expect(reachableSections(open, attempt)).toEqual([0, 1]);
    expect(goTo(open, attempt, 'x2', T0 + 11 * MIN)).toMatchObject({ currentId: 'x2', sectionIndex: 1 });
    // Previous from the open section's first question goes back to the earlier section's last.
    expect(previous(open, attempt, T0 + 11 * MIN)).toMatchObject({ currentId: 'x2', sectionIndex: 1 });
  });

  it('stops Previous at the first question of a section whose earlier sections are locked', () => {
    const attempt = advance(sectional, startAttempt(sectional, T0), T0 + 11 * MIN);
    expect(attempt.currentId).toBe('y1');
    expect(previous(sectional, attempt, T0 + 11 * MIN)).toBe(attempt);
    const second = saveAndNext(sectional, attempt, T0 + 11 * MIN);
    expect(previous(sectional, second, T0 + 12 * MIN).currentId).toBe('y1');
  });

  it('ignores everything after submission', () => {
    const done = submit(startAttempt(free, T0), T0 + 1000);
    expect(done).toMatchObject({ status: 'submitted', endReason: 'submitted' });
    expect(saveAndNext(free, choose(done, 'A'), T0 + 2000)).toBe(done);
    expect(submit(done, T0 + 3000)).toBe(done);
  });
});

describe('time on the open question when the page is left', () => {
  const SEC = 1000;
  const spent = (attempt: ReturnType<typeof startAttempt>) => Object.values(attempt.responses).reduce((sum, r) => sum + r.timeMs, 0);
  /** The attempt as storage gives it back after a reload. */
  const reloaded = (attempt: ReturnType<typeof startAttempt>) => JSON.parse(JSON.stringify(attempt)) as typeof attempt;

  it('keeps the open question’s time across a reload, leaving out only the time away', () => {
    // One minute on a, five and a half on b, the page reloads (2 s away), half a minute more on b.
    let attempt = saveAndNext(free, startAttempt(free, T0), T0 + MIN);
    attempt = pause(free, attempt, T0 + 6.5 * MIN);
    attempt = resume(free, reloaded(attempt), T0 + 6.5 * MIN + 2 * SEC);
    attempt = submit(attempt, T0 + 7 * MIN + 2 * SEC);
    expect(attempt.responses.a.timeMs).toBe(MIN);
    expect(attempt.responses.b.timeMs).toBe(6 * MIN);
    expect(spent(attempt)).toBe(attempt.submittedAt! - attempt.startedAt - 2 * SEC);
  });

  it('resume alone credits nothing after the last credit, so the page pauses before it goes (issue 43: 37 s shown for 5½ minutes)', () => {
    const left = saveAndNext(free, startAttempt(free, T0), T0 + MIN);
    const attempt = submit(resume(free, reloaded(left), T0 + 6.5 * MIN), T0 + 7 * MIN);
    expect(attempt.responses.b.timeMs).toBe(0.5 * MIN);
  });

  it('credits nothing twice: hiding, then leaving at the same moment, changes nothing the second time', () => {
    const hidden = pause(free, startAttempt(free, T0), T0 + 10 * SEC);
    expect(hidden.responses.a.timeMs).toBe(10 * SEC);
    expect(pause(free, hidden, T0 + 10 * SEC)).toBe(hidden);
    expect(pause(free, hidden, T0 + 5 * SEC)).toBe(hidden);
  });

  it('credits no time past the open section’s end; the section then closes as it would have', () => {
    const hidden = pause(sectional, startAttempt(sectional, T0), T0 + 12 * MIN);
    expect([hidden.responses.x1.timeMs, hidden.sectionIndex]).toEqual([10 * MIN, 0]);
    const next = advance(sectional, hidden, T0 + 12 * MIN);
    expect([next.sectionIndex, next.responses.y1.timeMs]).toEqual([1, 2 * MIN]);
  });

  it('leaves a submitted attempt as it is', () => {
    const done = submit(startAttempt(free, T0), T0 + SEC);
    expect(pause(free, done, T0 + MIN)).toBe(done);
  });
});
