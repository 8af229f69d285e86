'use client';

import { useCallback, useEffect, useRef } from 'react';
import { formatClock } from '@/games/clock';
import { useSecondsLeft } from '@/lib/hooks/useSecondsLeft';

/** A drill's clock, read against its end timestamp (no drift); calls onEnd once at zero. */
export function Countdown({ deadline, onEnd }: { deadline: number; onEnd: () => void }) {
  // The latest onEnd, called through a stable function: the parent passes a new one each render.
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  const left = useSecondsLeft(
    deadline,
    useCallback(() => latest.current(), []),
  );
  return (
    <p>
      Time left: <span role="timer">{formatClock(left)}</span>
    </p>
  );
}
