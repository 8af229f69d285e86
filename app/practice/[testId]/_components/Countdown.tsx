'use client';

import { memo } from 'react';
import { useSecondsLeft } from '@/lib/hooks/useSecondsLeft';
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
 * The countdown in its own component: only it re-renders every second. It reads the clock
 * against an end timestamp, so sleep, tab switches and reloads never make it drift, and it calls
 * `onZero` when the time is up. The 5- and 1-minute warnings, visible and announced, are
 * TimeWarning's.
 */
type CountdownProps = {
  deadline: number;
  label: string;
  /** Read by screen readers after the label: "in Quantitative Ability". */
  context: string;
  onZero: () => void;
};

export const Countdown = memo(function Countdown({ deadline, label, context, onZero }: CountdownProps) {
  const left = useSecondsLeft(deadline, onZero);

  return (
    <div className={styles.countdown} data-low={left <= 60 ? 'true' : undefined}>
      <span className={styles.countdownLabel}>{label}</span>
      <span role="timer" aria-label={`${label} ${context}: ${formatDuration(left)}`} className={styles.countdownValue}>
        {formatDuration(left)}
      </span>
    </div>
  );
});
