/**
 * Spaced review of the mistake notebook, as Leitner boxes. A new mistake is due at once (box 0).
 * Each right retry moves it up a box and makes it due again after that box's wait: 1, 3, 7, 14 and
 * 30 days; a right retry after the 30-day wait masters it (it stays in the notebook, no longer
 * due). A wrong retry sends it back to the first box: due again tomorrow.
 */

export const BOX_DAYS = [1, 3, 7, 14, 30] as const;
/** Box past the last wait: answered right after 30 days. */
export const MASTERED = BOX_DAYS.length + 1;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Review = { box: number; due: number };

export const newReview = (at: number): Review => ({ box: 0, due: at });

export function afterRetry(review: Review, correct: boolean, now: number): Review {
  if (!correct) return { box: 1, due: now + BOX_DAYS[0] * DAY_MS };
  if (review.box >= BOX_DAYS.length) return { box: MASTERED, due: Number.MAX_SAFE_INTEGER };
  return { box: review.box + 1, due: now + BOX_DAYS[review.box] * DAY_MS };
}

/** The end of the visitor's day (local time): "due today" counts what falls due before midnight. */
export function endOfDay(now: number): number {
  const date = new Date(now);
  date.setHours(23, 59, 59, 999);
  return date.getTime();
}

export const isMastered = (review: Review) => review.box >= MASTERED;
/** Due by a moment (say, the end of today from `endOfDay`, worked out once for a whole list). */
export const isDueBy = (review: Review, moment: number) => !isMastered(review) && review.due <= moment;
export const isDueToday = (review: Review, now: number) => isDueBy(review, endOfDay(now));

/** "today", "tomorrow", "in 3 days" — when a review next falls due, said as a student would. */
export function dueIn(review: Review, now: number): string {
  if (isMastered(review)) return 'mastered';
  if (isDueToday(review, now)) return 'today';
  const days = Math.round((endOfDay(review.due) - endOfDay(now)) / DAY_MS);
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}
