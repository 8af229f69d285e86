'use client';

import { memo } from 'react';
import { formatTimer } from '@/lib/clock';
import { useSecondsLeft } from '@/lib/hooks/useSecondsLeft';
import { isLastMinute } from '@/lib/practice/engine/timeWarning';
import styles from './Countdown.module.css';

type CountdownProps = {
  deadline: number;
  /** Shown before the time: "Time left". */
  label: string;
  /** Read by screen readers after the label, in the timer's name: "in Quantitative Ability". */
  context?: string;
  onZero: () => void;
  /**
   * 'exam': the exam screen's top bar (minutes in two digits, the last minute in amber, the label
   * left to the timer's name on narrow phones); 'inline': a line of text, as in a drill.
   */
  look?: 'exam' | 'inline';
};

/**
 * The clock of a test, a section or a drill: the time left until an end timestamp (so sleep, tab
 * switches and reloads never make it drift), calling `onZero` when it is up. Memoised: it renders
 * each second, the screen around it does not. The exam's 5- and 1-minute warnings are TimeWarning's.
 */
export const Countdown = memo(function Countdown({ deadline, label, context, onZero, look = 'inline' }: CountdownProps) {
  const left = useSecondsLeft(deadline, onZero);
  const text = left === null ? '' : formatTimer(left, { padMinutes: look === 'exam' });
  return (
    <div className={look === 'exam' ? styles.exam : undefined} data-low={left !== null && isLastMinute(left) ? 'true' : undefined}>
      <span className={styles.label}>{label}</span>{' '}
      <span role="timer" className={styles.value} aria-label={context && text ? `${label} ${context}: ${text}` : undefined}>
        {text}
      </span>
    </div>
  );
});
