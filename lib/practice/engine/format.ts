import { accuracy, attemptRate, type Tally } from './scoring';

/** 72_000 → "1 min 12 s"; 9_000 → "9 s"; 3_720_000 → "62 min". */
export function formatSpent(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 || minutes >= 60 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** Scores with quarter marks read as they are: 12.75, −3.25 (a real minus sign), 40. */
export function formatScore(score: number): string {
  const text = String(Math.abs(Math.round(score * 100) / 100));
  return score < 0 ? `−${text}` : text;
}

/** A change of score: "+8", "−2.5", "no change". */
export function formatChange(change: number): string {
  if (Math.abs(change) < 0.005) return 'no change';
  return change > 0 ? `+${formatScore(change)}` : formatScore(change);
}

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** When an attempt was taken, in India's time: "23 Nov 2026, 6:40 pm". */
export const formatWhen = (ms: number) => WHEN.format(new Date(ms));

/**
 * A time of day on the student's own clock, as Indian English writes it and as a phone's status
 * bar shows it: "7:21 am", "12:05 pm". Not "07:21": beside a countdown that reads as 7 min 21 s.
 * Written out rather than through Intl, whose spacing before "am" differs between ICU versions.
 */
export function formatClockTime(ms: number): string {
  const at = new Date(ms);
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Accuracy as the result and the history show it: "67%". */
export const formatAccuracy = (tally: Tally) => `${accuracy(tally)}%`;

/** Attempt rate as the result shows it: "83%". */
export const formatAttemptRate = (tally: Tally) => `${attemptRate(tally)}%`;

/**
 * Time left as the exam screen's clock shows it: 754 → "12:34", 4200 → "1:10:00". The list of
 * tests uses it, so "12:34 left" there reads like the timer the student will see on resuming.
 */
export function formatTimer(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** "In progress — resume (12:34 left)"; a sectional test names the open section's place: "(12:34 left in section 2 of 3)". */
export function formatInProgress(secondsLeft: number, section?: { index: number; count: number }): string {
  const where = section ? ` in section ${section.index + 1} of ${section.count}` : '';
  return `In progress — resume (${formatTimer(secondsLeft)} left${where})`;
}
