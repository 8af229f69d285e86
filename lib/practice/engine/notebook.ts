import { isMistake, type AnswerEvent } from './events';
import { afterRetry, endOfDay, isDueBy, isMastered, newReview, type Review } from './schedule';
import type { QuestionRef } from '../model/bank';

/**
 * The mistake notebook: every question the student got wrong, left unanswered or marked, in any
 * test or drill. The notebook's own state is only what the student did with it (retries and their
 * review boxes, removals); which questions are in it is worked out from the answers each time, so
 * it can never disagree with the history. A question missed again after a retry or a removal starts
 * over: back in the notebook, due at once.
 *
 * A question the student never opened in a test (a timed-out or abandoned attempt leaves dozens)
 * is not a mistake: it stays out, unless the notebook already holds a review of it (a retry saved
 * before this rule), so no one loses work.
 */

export type ReviewState = Review & {
  /** When the student last retried or removed it; a mistake made later starts it over. */
  updatedAt: number;
  /** Set while removed (undo clears it). */
  removedAt?: number;
  /** The last retry's answer and whether it was right, shown beside the question. */
  lastRetry?: { answer: string; correct: boolean };
};

export type NotebookState = Record<string, ReviewState>;

export type NotebookItem = {
  ref: QuestionRef;
  /** The latest time it went wrong, was skipped or marked. */
  mistake: AnswerEvent;
  /** How many times it went wrong, was skipped or marked. */
  misses: number;
  review: Review;
  lastRetry?: ReviewState['lastRetry'];
};

export function notebookItems(events: AnswerEvent[], state: NotebookState): { items: NotebookItem[]; removed: NotebookItem[] } {
  const latest = new Map<QuestionRef, { event: AnswerEvent; misses: number }>();
  for (const event of events) {
    if (!isMistake(event) || !(event.opened || event.ref in state)) continue;
    const known = latest.get(event.ref);
    if (!known) latest.set(event.ref, { event, misses: 1 });
    else latest.set(event.ref, { event: event.at >= known.event.at ? event : known.event, misses: known.misses + 1 });
  }
  const items: NotebookItem[] = [];
  const removed: NotebookItem[] = [];
  for (const [ref, { event, misses }] of latest) {
    const saved = state[ref];
    const current = saved && saved.updatedAt >= event.at ? saved : undefined;
    const item: NotebookItem = {
      ref,
      mistake: event,
      misses,
      review: current ? { box: current.box, due: current.due } : newReview(event.at),
      lastRetry: current?.lastRetry,
    };
    (current?.removedAt !== undefined ? removed : items).push(item);
  }
  return { items: newestFirst(items), removed: newestFirst(removed) };
}

/**
 * Most recent mistakes first; mistakes of one attempt (one time) keep the order of their events,
 * which is the test's question order.
 */
const newestFirst = (items: NotebookItem[]) => stableByKey(items, (item) => item.mistake.at, 'descending');

/**
 * The items ordered by a numeric key, items with one key in their own order: one bucket per key
 * and a sort of the few distinct keys, not a comparison sort of every item. Opening a notebook of
 * 1,500 mistakes on a slow phone spent a visible share of its time in such comparisons.
 */
export function stableByKey<T>(items: T[], keyOf: (item: T) => number, order: 'ascending' | 'descending' = 'ascending'): T[] {
  const buckets = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(item);
    else buckets.set(key, [item]);
  }
  const sign = order === 'ascending' ? 1 : -1;
  return [...buckets.keys()].sort((a, b) => sign * (a - b)).flatMap((key) => buckets.get(key)!);
}

export const dueToday = (items: NotebookItem[], now: number) => {
  const todayEnds = endOfDay(now);
  return items.filter((item) => isDueBy(item.review, todayEnds));
};
export const mastered = (items: NotebookItem[]) => items.filter((item) => isMastered(item.review));

export function recordRetry(state: NotebookState, item: NotebookItem, answer: string, correct: boolean, now: number): NotebookState {
  return { ...state, [item.ref]: { ...afterRetry(item.review, correct, now), updatedAt: now, lastRetry: { answer, correct } } };
}

export function removeItem(state: NotebookState, item: NotebookItem, now: number): NotebookState {
  return { ...state, [item.ref]: { ...item.review, lastRetry: item.lastRetry, updatedAt: now, removedAt: now } };
}

/** Undo of a removal: the question returns with its review box as it was. */
export function restoreItem(state: NotebookState, ref: QuestionRef): NotebookState {
  const saved = state[ref];
  if (!saved) return state;
  const { removedAt: _, ...rest } = saved;
  void _;
  return { ...state, [ref]: rest };
}
