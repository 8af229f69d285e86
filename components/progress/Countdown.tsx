'use client';

import { useEffect, useState } from 'react';
import { formatClock, secondsLeft } from '@/games/clock';

/** A drill's clock, read against its end timestamp (no drift); calls onEnd once at zero. */
export function Countdown({ deadline, onEnd }: { deadline: number; onEnd: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) onEnd();
    // Only the moment it reaches zero matters; onEnd is a fresh function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left === 0]);

  return (
    <p>
      Time left: <span role="timer">{formatClock(left)}</span>
    </p>
  );
}
