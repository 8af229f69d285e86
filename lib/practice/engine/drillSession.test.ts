/** @jest-environment jsdom */
import type { QuestionRef } from '../model/bank';
import { keepDrill, loadRunningDrill } from '../store/drillRun';
import { loadDrills } from '../store/snapshot';
import {
  answeredHere,
  answerQuestion,
  currentRef,
  endDrill,
  isLastQuestion,
  nextQuestion,
  openDrill,
  skipQuestion,
  startDrill,
  type DrillSession,
} from './drillSession';

const refs = ['cat-1/q1', 'cat-1/q2', 'cat-1/q3'] as QuestionRef[];
const start = (timed = false) => startDrill({ refs, topic: 'percentages', exams: ['cat'], timed, paceSeconds: 100.4 }, 1_000);

/** Applies a command as the drill page does: the change is saved, then shown. */
function apply(before: DrillSession, command: (session: DrillSession) => DrillSession): DrillSession {
  const after = command(before);
  keepDrill(before, after);
  return after;
}

beforeEach(() => localStorage.clear());

describe('the drill engine', () => {
  it('starts a drill, timed at the pace given or untimed', () => {
    expect(start()).toEqual({
      refs,
      deadline: null,
      record: { startedAt: 1_000, topic: 'percentages', exams: ['cat'], timed: false, answers: [] },
    });
    expect(start(true).deadline).toBe(1_000 + 100_000);
  });

  it('answers, moves on and resumes at the first question not answered', () => {
    let session = openDrill(start());
    expect([session.current, currentRef(session), answeredHere(session)]).toEqual([0, refs[0], false]);
    session = apply(session, (s) => answerQuestion(s, { ref: refs[0], answer: 'B', timeMs: 4_000, at: 2_000 }));
    expect(answeredHere(session)).toBe(true);
    session = apply(session, nextQuestion);
    expect(currentRef(session)).toBe(refs[1]);
    // Saved as it goes: the drill in progress resumes on q2, and the history already has the answer.
    const loaded = loadRunningDrill('percentages');
    expect(loaded.kind === 'ok' && openDrill(loaded.run).current).toBe(1);
    expect(loadDrills().history).toEqual([session.run.record]);
  });

  it('skips on to the next question, and on the last one ends the drill', () => {
    let session = apply(openDrill(start()), (s) => skipQuestion(s, 2_000));
    expect([session.current, session.result]).toEqual([1, null]);
    session = apply(
      apply(session, (s) => skipQuestion(s, 3_000)),
      (s) => skipQuestion(s, 4_000),
    );
    expect(session.result?.answers.map((given) => [given.ref, given.answer, given.at])).toEqual([
      [refs[0], null, 2_000],
      [refs[1], null, 3_000],
      [refs[2], null, 4_000],
    ]);
    expect(loadRunningDrill('percentages')).toEqual({ kind: 'none' });
    expect(loadDrills().history).toEqual([session.result]);
  });

  it('after the last answer waits for "See your result"; the drill is in the history and no longer in progress', () => {
    let session = openDrill(start());
    for (const [index, ref] of refs.entries()) {
      session = apply(session, (s) => answerQuestion(s, { ref, answer: 'A', timeMs: 1, at: 2_000 + index }));
      if (!isLastQuestion(session)) session = apply(session, nextQuestion);
    }
    expect(session.result).toBeNull();
    expect(loadRunningDrill('percentages')).toEqual({ kind: 'none' });
    expect(loadDrills().history).toEqual([session.run.record]);
    session = apply(session, (s) => endDrill(s, 9_000));
    expect(session.result).toEqual(session.run.record);
  });

  it('ends early (or out of time) once: the questions not reached count as skipped', () => {
    let session = apply(openDrill(start()), (s) => answerQuestion(s, { ref: refs[0], answer: 'B', timeMs: 4_000, at: 2_000 }));
    session = apply(session, (s) => endDrill(s, 9_000));
    expect(session.result?.answers.slice(1)).toEqual([
      { ref: refs[1], answer: null, timeMs: 0, at: 9_000 },
      { ref: refs[2], answer: null, timeMs: 0, at: 9_000 },
    ]);
    expect(apply(session, (s) => endDrill(s, 12_000))).toBe(session);
    expect(loadDrills().history).toEqual([session.result]);
    expect(loadRunningDrill('percentages')).toEqual({ kind: 'none' });
  });
});
