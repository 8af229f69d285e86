import * as z from 'zod/mini';
import { readItem, removeItem, writeItem } from '@/lib/browserStorage';
import type { DrillAnswer, DrillRecord } from './drills';
import { RUNNING_DRILL_PREFIX } from './store';
import type { QuestionRef } from './types';

/**
 * A drill in progress, saved after every answer so that leaving the page (a call, a closed tab, a
 * dead battery) loses nothing: the drill can be resumed where it was, and the answers already given
 * are in the drill history at once (see withAnswer), so the notebook and the analysis see them even
 * if the student never comes back. One drill in progress per topic, under its own key; whatever is
 * read back is checked, and a value that does not read is reported as corrupt, never thrown.
 */

export const runningDrillKey = (topic: string) => `${RUNNING_DRILL_PREFIX}${topic}`;
/** Bumped when the saved shape changes; a save of another format reads as corrupt. */
const FORMAT = 1;

// zod/mini: the same checks as zod's classic API at a fraction of the client JavaScript (this
// module is in the drill page's bundle, where the classic API would add about 15 kB gzip).
const time = z.number().check(z.nonnegative());
const ref = z.string().check(z.regex(/^[^/]+\/.+$/));

const answerSchema = z.object({ ref, answer: z.nullable(z.string().check(z.maxLength(40))), timeMs: time, at: time });

const runningSchema = z
  .object({
    format: z.literal(FORMAT),
    /** The drill's questions, in order. */
    refs: z.array(ref).check(z.minLength(1)),
    /** A timed drill's end (ms since the epoch); null when untimed. */
    deadline: z.nullable(time),
    record: z.object({
      startedAt: time,
      topic: z.string().check(z.minLength(1)),
      exams: z.array(z.string()),
      timed: z.boolean(),
      answers: z.array(answerSchema),
    }),
  })
  // Answers are given in the drill's order, one per question, and a drill whose every question is
  // answered has ended: the next question is the one after the answers.
  .check(
    z.refine(
      (run) => run.record.answers.length < run.refs.length && run.record.answers.every((answer, index) => answer.ref === run.refs[index]),
      'answers out of order',
    ),
  );

export type RunningDrill = { refs: QuestionRef[]; deadline: number | null; record: DrillRecord };

export type LoadedRun = { kind: 'none' } | { kind: 'ok'; run: RunningDrill } | { kind: 'corrupt' };

/** Checks a stored drill in progress; `topic` is the page's, so a save filed under another topic is corrupt too. */
export function parseRunningDrill(raw: string | null, topic: string): LoadedRun {
  if (raw === null) return { kind: 'none' };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { kind: 'corrupt' };
  }
  const parsed = runningSchema.safeParse(stored);
  if (!parsed.success || parsed.data.record.topic !== topic) return { kind: 'corrupt' };
  // The pattern checked above is what a QuestionRef is.
  const { refs, deadline, record } = parsed.data as RunningDrill;
  return { kind: 'ok', run: { refs, deadline, record } };
}

export const serializeRunningDrill = (run: RunningDrill) => JSON.stringify({ format: FORMAT, ...run });

/** The question to go on with: the first one not yet answered or skipped. */
export const resumeIndex = (run: RunningDrill) => run.record.answers.length;

/** "4 of 10 answered". */
export const answeredLabel = (run: RunningDrill) => `${run.record.answers.length} of ${run.refs.length} answered`;

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

export const loadRunningDrill = (topic: string) => parseRunningDrill(readItem(runningDrillKey(topic)), topic);
/** Returns false when storage refused the write. */
export const saveRunningDrill = (run: RunningDrill) => writeItem(runningDrillKey(run.record.topic), serializeRunningDrill(run));
export const clearRunningDrill = (topic: string) => removeItem(runningDrillKey(topic));
