import type { QuestionRef } from '../model/bank';
import type { DrillAnswer, DrillRecord, RunningDrill } from '../model/stored';

/**
 * A topic drill being taken, held as a test's attempt is (engine/attempt.ts): a state and commands
 * that each return the next state, pure, with the time passed in. The page keeps the state and
 * hands each change to store/drillRun.ts's keepDrill, which saves it: every answer at once, so a
 * drill left halfway can be resumed and its misses reach the notebook even if the student never
 * comes back. A drill ends when the student ends it or its time runs out, or with "See your result"
 * once every question is answered; the questions not reached then count as skipped.
 */

export type DrillSession = {
  run: RunningDrill;
  /** The question on screen (index in run.refs). */
  current: number;
  /** The drill as it ended; null while it runs. */
  result: DrillRecord | null;
};

export type DrillStart = {
  refs: QuestionRef[];
  topic: string;
  /** The exams the pool was drawn from. */
  exams: string[];
  timed: boolean;
  /** The exam's pace for these questions (each test's seconds per question, summed). */
  paceSeconds: number;
};

/** A new drill of the questions picked (engine/drills.ts's pickDrill); a timed one ends at the exam's pace. */
export function startDrill({ refs, topic, exams, timed, paceSeconds }: DrillStart, now: number): RunningDrill {
  return {
    refs,
    record: { startedAt: now, topic, exams, timed, answers: [] },
    deadline: timed ? now + Math.round(paceSeconds) * 1000 : null,
  };
}

/** The question to go on with: the first one not yet answered or skipped. */
export const resumeIndex = (run: RunningDrill) => run.record.answers.length;

/** "4 of 10 answered". */
export const answeredLabel = (run: RunningDrill) => `${run.record.answers.length} of ${run.refs.length} answered`;

/** Whether every question has its answer or skip: the drill waits for "See your result". */
export const allAnswered = (run: RunningDrill) => resumeIndex(run) >= run.refs.length;

/** The drill after one more answer (or skip) to its current question. */
export function withAnswer(run: RunningDrill, answer: DrillAnswer): RunningDrill {
  return { ...run, record: { ...run.record, answers: [...run.record.answers, answer] } };
}

/** The drill as it ends (finished, ended early or out of time): the questions not reached count as skipped. */
export function finishedRecord(run: RunningDrill, now: number): DrillRecord {
  const answered = new Set(run.record.answers.map((answer) => answer.ref));
  const unreached = run.refs.filter((ref) => !answered.has(ref)).map((ref): DrillAnswer => ({ ref, answer: null, timeMs: 0, at: now }));
  return { ...run.record, answers: [...run.record.answers, ...unreached] };
}

// ----- the session: what the drill's screen shows and the commands it has -----

/** A drill opened (new or resumed) on its first question not yet answered. */
export const openDrill = (run: RunningDrill): DrillSession => ({ run, current: resumeIndex(run), result: null });

export const currentRef = (session: DrillSession) => session.run.refs[session.current];
export const isLastQuestion = (session: DrillSession) => session.current === session.run.refs.length - 1;
export const answeredHere = (session: DrillSession) => session.run.record.answers.some((given) => given.ref === currentRef(session));

/** Records the answer (null: skipped) checked on the current question. */
export const answerQuestion = (session: DrillSession, given: DrillAnswer): DrillSession => ({
  ...session,
  run: withAnswer(session.run, given),
});

/** Skips the current question: on to the next one, or on the last, the drill's end. */
export function skipQuestion(session: DrillSession, now: number): DrillSession {
  const skipped = answerQuestion(session, { ref: currentRef(session), answer: null, timeMs: 0, at: now });
  return isLastQuestion(session) ? endDrill(skipped, now) : { ...skipped, current: session.current + 1 };
}

export const nextQuestion = (session: DrillSession): DrillSession => ({ ...session, current: session.current + 1 });

/** Ends the drill (finished, ended early or out of time), once. */
export const endDrill = (session: DrillSession, now: number): DrillSession =>
  session.result ? session : { ...session, result: finishedRecord(session.run, now) };
