import { formatTimer } from '@/lib/clock';
import { timeScale } from './attempt';
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
 * "In progress — resume (12:34 left)", the time written as the exam screen's clock will show it on
 * resuming; a sectional test names the open section's place: "(12:34 left in section 2 of 3)".
 */
export function formatInProgress(secondsLeft: number, section?: { index: number; count: number }): string {
  const where = section ? ` in section ${section.index + 1} of ${section.count}` : '';
  return `In progress — resume (${formatTimer(secondsLeft, { padMinutes: true })} left${where})`;
}

/** Minutes as the instructions say them: 160 → "160 minutes", 53⅓ → "53 min 20 s". */
export function formatMinutes(minutes: number): string {
  const seconds = Math.round(minutes * 60);
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * What compensatory time of `minutesPerHour` does to a test, for the choice on its instructions:
 * "This test's 120 minutes become 160 minutes, each section's 40 minutes becoming 53 min 20 s."
 */
export function compensatoryNote(durationMinutes: number, sectionLimits: readonly (number | undefined)[], minutesPerHour: number): string {
  const scale = timeScale({ compensatoryMinutesPerHour: minutesPerHour });
  const whole = `This test's ${formatMinutes(durationMinutes)} become ${formatMinutes(durationMinutes * scale)}`;
  // A section's own clock is said only where the test has several (one section's is the test's).
  const timed = sectionLimits.length > 1 && sectionLimits.every((limit) => limit !== undefined);
  const limits = timed ? [...new Set(sectionLimits as number[])] : [];
  if (limits.length === 0) return `${whole}.`;
  const parts = limits.map((limit) => `${formatMinutes(limit)} becoming ${formatMinutes(limit * scale)}`);
  return `${whole}, ${limits.length === 1 ? "each section's" : "the sections'"} ${parts.join(', ')}.`;
}
