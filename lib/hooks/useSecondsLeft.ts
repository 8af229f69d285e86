'use client';

import { useEffect, useState } from 'react';
import { secondsLeft } from '@/games/clock';

/**
 * Whole seconds until a deadline, re-read from the clock every second (so a sleeping tab or a
 * reload never makes it drift); calls `onZero` once when it reaches zero.
 */
export function useSecondsLeft(deadline: number, onZero: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) onZero();
  }, [left, onZero]);

  return left;
}
