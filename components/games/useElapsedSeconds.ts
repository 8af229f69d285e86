'use client';

import { useEffect, useState } from 'react';

/**
 * Seconds since `startedAt` (a Date.now() value), recomputed from the clock each second so a tab
 * that slept shows the right time; frozen at `stoppedAt` when given.
 */
export function useElapsedSeconds(startedAt: number | null, stoppedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null || stoppedAt !== null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt, stoppedAt]);
  if (startedAt === null) return 0;
  return Math.max(0, Math.floor(((stoppedAt ?? now) - startedAt) / 1000));
}
