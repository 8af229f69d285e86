import { scoreQuestion } from '@/lib/practice/engine/scoring';
import type { Outcome } from '@/lib/practice/model/key';
import { questionRef, type IndexEntry, type QuestionLookup, type QuestionRef } from '../model/bank';
import type { DrillRecord, HistoryEntry, Snapshot } from '../model/stored';

/**
 * Every answer the student gave, from finished tests and from drills, as one list of events: the
 * notebook and the analysis both read it. Outcomes are scored against today's keys (so a key an
 * editor corrects corrects the notebook too); answers to questions no longer on the site are left
 * out.
 */
export type AnswerEvent = {
  ref: QuestionRef;
  at: number;
  outcome: Outcome;
  marked: boolean;
  answer: string | null;
  timeMs: number;
  source: 'test' | 'drill';
  /** The attempt's compensatory time (minutes per hour), where the student chose it: the pace they were given. */
  compensatoryMinutesPerHour?: number;
  /** Whether its time was measured: not in a test taken on paper (engine/paper.ts). */
  timed: boolean;
  /** Whether the student opened the question (always, in a drill); see `wasOpened`. */
  opened: boolean;
  /** The question's test, section and key, looked up once here for every list that reads the event. */
  known: IndexEntry;
};

/** A mistake for the notebook: answered wrongly, left unanswered, or marked for review. */
export const isMistake = (answer: Pick<AnswerEvent, 'outcome' | 'marked'>) => answer.outcome !== 'correct' || answer.marked;

/**
 * Whether a test's question was opened in the attempt. Entries saved before December 2026 do not
 * say: a question answered, marked or given any time was opened, one with none of these was not.
 */
export const wasOpened = (response: HistoryEntry['responses'][string]) =>
  response.visited ?? (response.answer !== null || response.marked || response.timeMs > 0);

export function testEvents(histories: Record<string, HistoryEntry[]>, lookup: QuestionLookup): AnswerEvent[] {
  const events: AnswerEvent[] = [];
  for (const [testId, entries] of Object.entries(histories)) {
    for (const entry of entries) {
      for (const [questionId, response] of Object.entries(entry.responses)) {
        const ref = questionRef(testId, questionId);
        const known = lookup.get(ref);
        if (!known) continue;
        const { outcome } = scoreQuestion(known.question.key, response.answer);
        events.push({
          ref,
          at: entry.submittedAt,
          outcome,
          marked: response.marked,
          answer: response.answer,
          timeMs: response.timeMs,
          source: 'test',
          ...(entry.compensatoryMinutesPerHour ? { compensatoryMinutesPerHour: entry.compensatoryMinutesPerHour } : {}),
          timed: !entry.onPaper,
          opened: wasOpened(response),
          known,
        });
      }
    }
  }
  return events;
}

export function drillEvents(drills: DrillRecord[], lookup: QuestionLookup): AnswerEvent[] {
  const events: AnswerEvent[] = [];
  for (const drill of drills)
    for (const answer of drill.answers) {
      const known = lookup.get(answer.ref);
      if (!known) continue;
      const { outcome } = scoreQuestion(known.question.key, answer.answer);
      events.push({
        ref: answer.ref,
        at: answer.at,
        outcome,
        marked: false,
        answer: answer.answer,
        timeMs: answer.timeMs,
        source: 'drill',
        timed: true,
        opened: true,
        known,
      });
    }
  return events;
}

/** Every answer this device holds, tests first, then drills. */
export const answerEvents = (snapshot: Pick<Snapshot, 'histories' | 'drills'>, lookup: QuestionLookup): AnswerEvent[] => [
  ...testEvents(snapshot.histories, lookup),
  ...drillEvents(snapshot.drills.history, lookup),
];
