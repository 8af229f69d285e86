/**
 * The clock's warnings, as the real exam screens give them: a notice at 5 minutes left and another
 * for the whole last minute. Pure, so the thresholds are unit-tested and the screen only draws.
 */

export type TimeWarning = 5 | 1;

/** The clock's last minute, which the countdown shows in its warning colour. */
export const isLastMinute = (secondsLeft: number): boolean => secondsLeft <= 60;

/**
 * The warning due with `secondsLeft` on the clock: 5 for one minute from 5:00 (long enough to be
 * read, short enough not to crowd the screen for four minutes), 1 for the whole last minute, else
 * null (and null at 0: the section or test has ended by then).
 */
export function timeWarning(secondsLeft: number): TimeWarning | null {
  if (secondsLeft <= 0) return null;
  if (isLastMinute(secondsLeft)) return 1;
  if (secondsLeft <= 300 && secondsLeft > 240) return 5;
  return null;
}

/**
 * A choice on screen that Save & Next has not saved: at time-up only saved answers count, as on
 * the real screen, so the last minute's warning says so.
 */
export function hasUnsavedChoice(response: { answer: string | null; draft: string | null }): boolean {
  return response.draft !== null && response.draft !== response.answer;
}
