import * as z from 'zod/mini';
import type { QuestionRef } from './bank';

/**
 * What the practice tools keep in the browser's storage and write to a progress file, as zod/mini
 * schemas with the types read from them: a stored value is of its type once its schema accepts it.
 * lib/practice/store/registry.ts names the key each lives under and reads every format in use.
 *
 * zod/mini rather than zod's classic API: the same checks at a fraction of the client JavaScript
 * (these run on the practice pages), and no eval probe, which the site's Content-Security-Policy
 * would report.
 */

/** A stored time or duration in ms: a finite number, not negative. */
export const timeSchema = z.number().check(z.nonnegative());
const finite = z.number();
/** An answer as a test keeps it: none, an option letter or typed text, at most 40 characters. */
const answerSchema = z.nullable(z.string().check(z.maxLength(40)));

const refMatching = (pattern: RegExp) => z.custom<QuestionRef>((value) => typeof value === 'string' && pattern.test(value));
/** "{testId}/{questionId}". */
export const refSchema = refMatching(/\//);

// ----- the attempt in progress: practice.attempt.{testId} -----

/** One question's state in an attempt (engine/attempt.ts's QuestionResponse). */
const responseSchema = z.object({
  answer: answerSchema,
  draft: answerSchema,
  marked: z.boolean(),
  visited: z.boolean(),
  timeMs: timeSchema,
});

/**
 * An attempt as saved after every change (engine/attempt.ts's Attempt). What depends on the test
 * (its questions, its sections) is checked against the test as it is now when the attempt is read.
 */
export const attemptSchema = z.object({
  testId: z.string(),
  version: z.string(),
  status: z.enum(['running', 'submitted']),
  startedAt: timeSchema,
  sectionOpenedAt: z.array(z.nullable(timeSchema)),
  sectionIndex: z.int().check(z.nonnegative()),
  currentId: z.string(),
  responses: z.record(z.string(), responseSchema),
  creditedUntil: timeSchema,
  submittedAt: z.nullable(timeSchema),
  endReason: z.nullable(z.enum(['submitted', 'time'])),
  compensatoryMinutesPerHour: z.optional(z.number().check(z.positive(), z.maximum(60))),
  onPaper: z.optional(z.literal(true)),
});

export type StoredAttempt = z.infer<typeof attemptSchema>;

export type LoadedAttempt =
  | { kind: 'none' }
  | { kind: 'ok'; attempt: StoredAttempt }
  /** Unreadable: not JSON or not an attempt. */
  | { kind: 'corrupt' }
  /** An attempt at an earlier version of the test (a question changed or was removed). */
  | { kind: 'outdated' }
  /** The browser lets nothing be stored (private mode, blocked storage). */
  | { kind: 'unavailable' };

// ----- finished attempts: practice.history.{testId} -----

const tallyShape = {
  score: finite,
  maxScore: finite,
  correct: timeSchema,
  wrong: timeSchema,
  skipped: timeSchema,
  questions: timeSchema,
  timeMs: timeSchema,
};

export const historyEntrySchema = z.object({
  ...tallyShape,
  startedAt: timeSchema,
  submittedAt: timeSchema,
  version: z.string(),
  endReason: z.enum(['submitted', 'time']),
  /** The attempt's compensatory time (minutes per hour), where the student chose it. */
  compensatoryMinutesPerHour: z.optional(z.number().check(z.positive(), z.maximum(60))),
  /** Taken on paper and entered after (engine/paper.ts): its questions carry no time of their own. */
  onPaper: z.optional(z.literal(true)),
  sections: z.array(z.object({ id: z.string(), name: z.string(), ...tallyShape })),
  /**
   * Set once the tallies were recomputed because a key was corrected after the attempt
   * (engine/rescore.ts): the correction's day (YYYY-MM-DD, as content/errata.yaml writes it) and the
   * score first saved. Optional, so entries saved before it, or never re-scored, read as they are.
   */
  rescored: z.optional(z.object({ errataDate: z.string(), previousScore: finite })),
  /**
   * `visited`: whether the student opened the question in the attempt. Saved since December 2026;
   * older entries lack it (see `wasOpened` in lib/practice/engine/events.ts).
   */
  responses: z.record(
    z.string(),
    z.object({ answer: answerSchema, marked: z.boolean(), timeMs: timeSchema, visited: z.optional(z.boolean()) }),
  ),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

// ----- the mistake notebook: progress.notebook -----

export const reviewStateSchema = z.object({
  /** The Leitner box and when the question is next due (engine/schedule.ts). */
  box: z.int().check(z.nonnegative()),
  due: timeSchema,
  /** When the student last retried or removed it; a mistake made later starts it over. */
  updatedAt: timeSchema,
  /** Set while removed (undo clears it). */
  removedAt: z.optional(timeSchema),
  /** The last retry's answer and whether it was right, shown beside the question. */
  lastRetry: z.optional(z.object({ answer: z.string(), correct: z.boolean() })),
});

export type ReviewState = z.infer<typeof reviewStateSchema>;
/** Reviews by question ref: only what the student did with the notebook. */
export type NotebookState = Record<string, ReviewState>;

// ----- topic drills: progress.drills, and a drill in progress: progress.drillRun.{topic} -----

export const drillAnswerSchema = z.object({ ref: refSchema, answer: z.nullable(z.string()), timeMs: timeSchema, at: timeSchema });

export type DrillAnswer = z.infer<typeof drillAnswerSchema>;

export const drillRecordSchema = z.object({
  startedAt: timeSchema,
  topic: z.string(),
  /** The exams the pool was drawn from. */
  exams: z.array(z.string()),
  timed: z.boolean(),
  answers: z.array(drillAnswerSchema),
});

export type DrillRecord = z.infer<typeof drillRecordSchema>;

/** A pool's questions seen in the current round (see engine/drills.ts's drillPool). */
export const seenSchema = z.array(refSchema);

export type DrillState = {
  /** Questions seen in the current round, by pool. */
  seen: Record<string, QuestionRef[]>;
  history: DrillRecord[];
};

/** A question of a drill in progress: a test and a question, both named. */
const runRef = refMatching(/^[^/]+\/.+$/);

export const runningDrillSchema = z
  .object({
    /** The drill's questions, in order. */
    refs: z.array(runRef).check(z.minLength(1)),
    /** A timed drill's end (ms since the epoch); null when untimed. */
    deadline: z.nullable(timeSchema),
    record: z.object({
      ...drillRecordSchema.shape,
      topic: z.string().check(z.minLength(1)),
      answers: z.array(z.object({ ...drillAnswerSchema.shape, ref: runRef, answer: answerSchema })),
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

export type RunningDrill = z.infer<typeof runningDrillSchema>;

export type LoadedRun = { kind: 'none' } | { kind: 'ok'; run: RunningDrill } | { kind: 'corrupt' };

// ----- progress about tests no longer on the site: progress.setAside -----

export const setAsideSchema = z.object({ note: z.string(), testId: z.string(), at: timeSchema, data: z.unknown() });

export type SetAside = z.infer<typeof setAsideSchema>;

// ----- the whole of it, as read, written and exported together -----

export type Snapshot = {
  histories: Record<string, HistoryEntry[]>;
  notebook: NotebookState;
  drills: DrillState;
  /** Games' saves, kept as the games wrote them, by key. */
  games: Record<string, string>;
  setAside: SetAside[];
};
