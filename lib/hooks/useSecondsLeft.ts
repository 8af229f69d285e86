'use client';

import { useEffect, useRef } from 'react';
import { secondsLeft } from '@/lib/clock';
import { useNow } from './useNow';

/**
 * Whole seconds until `deadline` (null: no clock runs), read against the time every second (so a
 * sleeping tab or a reload never makes it drift); null until the page runs in the browser. Calls
 * the latest `onZero` when it reaches zero, and again for a new deadline that is over already.
 */
export function useSecondsLeft(deadline: number | null, onZero?: () => void): number | null {
  const now = useNow(deadline !== null);
  const left = deadline === null || now === null ? null : secondsLeft(deadline, now);
  // Callers pass a new function each render; the effect below must not run again for that.
  const latest = useRef(onZero);
  useEffect(() => {
    latest.current = onZero;
  });
  useEffect(() => {
    if (left === 0) latest.current?.();
  }, [left, deadline]);
  return left;
}
