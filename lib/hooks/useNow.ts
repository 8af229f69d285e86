'use client';

import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every second while `running`: for a "12:34 left" that counts down.
 * Null until the page runs in the browser, so the static HTML never bakes in the build's time.
 */
export function useNow(running: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
