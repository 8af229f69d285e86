'use client';

import { memo, useLayoutEffect, useRef, useState } from 'react';
import { secondsLeft } from '@/games/clock';
import { isLastMinute } from '@/lib/practice/engine/timeWarning';
import styles from './Countdown.module.css';

/** 4200 → "1:10:00"; 125 → "02:05". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * The countdown in its own component. It reads the clock against an end timestamp, so sleep, tab
 * switches and reloads never make it drift, and it calls `onZero` when the time is up. The digits
 * change every second for two hours, so the clock writes them (and the timer's name) into its own
 * element itself instead of re-rendering through React each second: a tick is a text change, not a
 * render, a commit and a frame's worth of scheduling on a phone's CPU. React renders it again only
 * when the last minute starts, or ends with a new deadline (its colour). The 5- and 1-minute
 * warnings, visible and announced, are TimeWarning's.
 */
type CountdownProps = {
  deadline: number;
  label: string;
  /** Read by screen readers after the label: "in Quantitative Ability". */
  context: string;
  onZero: () => void;
};

export const Countdown = memo(function Countdown({ deadline, label, context, onZero }: CountdownProps) {
  const valueRef = useRef<HTMLSpanElement>(null);
  const [low, setLow] = useState(false);

  // A layout effect, so the first digits are in place before the frame is painted.
  useLayoutEffect(() => {
    let shown: number | null = null;
    // Unknown until the first reading: a new deadline (the next section's clock) must be able to
    // turn the last minute's colour off again, not only on.
    let shownLow: boolean | null = null;
    const update = () => {
      const left = secondsLeft(deadline, Date.now());
      if (left === shown) return;
      shown = left;
      const value = valueRef.current;
      if (value) {
        const text = formatDuration(left);
        value.textContent = text;
        value.setAttribute('aria-label', `${label} ${context}: ${text}`);
      }
      if (isLastMinute(left) !== shownLow) {
        shownLow = isLastMinute(left);
        setLow(shownLow);
      }
      if (left === 0) onZero();
    };
    update();
    const timer = window.setInterval(update, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, label, context, onZero]);

  return (
    <div className={styles.countdown} data-low={low ? 'true' : undefined}>
      <span className={styles.countdownLabel}>{label}</span>
      {/* Its text and name are written by the effect above, never by React, so the two never disagree. */}
      <span ref={valueRef} role="timer" className={styles.countdownValue} />
    </div>
  );
});
