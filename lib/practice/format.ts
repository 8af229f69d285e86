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

/** Accuracy as the result and the history show it: "67%". */
export const formatAccuracy = (tally: Tally) => `${accuracy(tally)}%`;

/** Attempt rate as the result shows it: "83%". */
export const formatAttemptRate = (tally: Tally) => `${attemptRate(tally)}%`;
