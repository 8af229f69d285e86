/**
 * The site's one clock arithmetic, for the tests and their sections, the drills and the games:
 * time is always read against a timestamp rather than counted, so a sleeping tab stays exact.
 */

/** Whole seconds left until `deadlineMs`. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

type TimerStyle = {
  /** Minutes in two digits under an hour ("02:05"), as the exam's screen writes them like the NTA's and TCS iON's. */
  padMinutes?: boolean;
};

/** A clock's reading from whole seconds: 125 → "2:05", 4200 → "1:10:00"; padded, 125 → "02:05". */
export function formatTimer(seconds: number, { padMinutes = false }: TimerStyle = {}): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const ss = String(seconds % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${padMinutes ? String(minutes).padStart(2, '0') : minutes}:${ss}`;
}
