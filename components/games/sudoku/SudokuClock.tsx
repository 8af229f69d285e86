'use client';

import { formatTimer } from '@/lib/clock';
import { useNow } from '@/lib/hooks/useNow';

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
  const now = useNow(runningSince !== null);
  const total = elapsedMs + (runningSince === null || now === null ? 0 : Math.max(0, now - runningSince));
  return (
    <p className="timer">
      Time <span className="timer-value">{formatTimer(Math.floor(total / 1000))}</span>
    </p>
  );
}
