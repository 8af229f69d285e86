'use client';

import { useLayoutEffect, useState } from 'react';

/**
 * The current time, read again every second while `running`: the one ticking clock under every
 * countdown and stopwatch of the site (tests, sections, drills, games, the list's "12:34 left").
 * Null until the page runs in the browser, so the static HTML never bakes in the build's time, and
 * null again for the render in which `running` changes, so a clock that starts never shows a
 * reading taken before it started. Read in a layout effect, so the first reading is on screen in
 * the first frame.
 */
export function useNow(running: boolean): number | null {
  const [reading, setReading] = useState<{ running: boolean; at: number } | null>(null);
  useLayoutEffect(() => {
    const read = () => setReading({ running, at: Date.now() });
    read();
    if (!running) return;
    const timer = window.setInterval(read, 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return reading !== null && reading.running === running ? reading.at : null;
}
