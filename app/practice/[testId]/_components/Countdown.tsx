'use client';

import { memo, useEffect, useState } from 'react';
import { secondsLeft } from '@/games/clock';
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

/** Spoken once each, so a screen-reader user hears the time running out without a ticking voice. */
const WARNINGS = [300, 60];

/**
 * The countdown in its own component: only it re-renders every second. It reads the clock
 * against an end timestamp, so sleep, tab switches and reloads never make it drift, and it calls
 * `onZero` when the time is up.
 */
type CountdownProps = {
  deadline: number;
  label: string;
  /** Read by screen readers after the label: "in Quantitative Ability". */
  context: string;
  onZero: () => void;
};

export const Countdown = memo(function Countdown({ deadline, label, context, onZero }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) onZero();
  }, [left, onZero]);

  const warning = WARNINGS.find((mark) => left <= mark && left > mark - 60 && left > 0);
  return (
    <div className={styles.countdown} data-low={left <= 60 ? 'true' : undefined}>
      <span className={styles.countdownLabel}>{label}</span>
      <span role="timer" aria-label={`${label} ${context}: ${formatDuration(left)}`} className={styles.countdownValue}>
        {formatDuration(left)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {warning ? `${warning / 60} minute${warning === 60 ? '' : 's'} left` : ''}
      </span>
    </div>
  );
});
