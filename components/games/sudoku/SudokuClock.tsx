'use client';

import { useEffect, useState } from 'react';
import { formatClock } from '@/games/clock';

type Props = {
  /** Milliseconds played before `runningSince`. */
  elapsedMs: number;
  /** When the clock last started, or null while it stands still. */
  runningSince: number | null;
};

/**
 * The game clock in its own component: its once-a-second tick re-renders these few characters,
 * never the board. Time is read from Date.now(), so a tab that slept shows the right time.
 */
export function SudokuClock({ elapsedMs, runningSince }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (runningSince === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock must show the time at once, not a second later
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [runningSince]);
  const total = elapsedMs + (runningSince === null ? 0 : Math.max(0, now - runningSince));
  return (
    <p className="timer">
      Time <span className="timer-value">{formatClock(Math.floor(total / 1000))}</span>
    </p>
  );
}
