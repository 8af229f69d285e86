'use client';

import { memo, useEffect, useState } from 'react';
import { secondsLeft } from '@/games/clock';
import { timeWarning, type TimeWarning as Warning } from '@/lib/practice/engine/timeWarning';
import styles from './TimeWarning.module.css';

type TimeWarningProps = {
  deadline: number;
  /** "in Quantitative Ability" or "in the test". */
  context: string;
  /** The open question has a choice that Save & Next has not saved. */
  unsaved: boolean;
};

/**
 * The visible time warnings of the real exam screens: at 5 minutes left and through the last
 * minute, when it also says whether the open question's choice is still unsaved (only saved
 * answers count at time-up). It reads the clock itself but re-renders only when the warning
 * changes, so the question on screen is not redrawn every second. The live region is always
 * present, so screen readers announce each warning once as it appears.
 */
export const TimeWarning = memo(function TimeWarning({ deadline, context, unsaved }: TimeWarningProps) {
  const [warning, setWarning] = useState<Warning | null>(() => timeWarning(secondsLeft(deadline, Date.now())));

  useEffect(() => {
    // State is set only when the warning changes: a same-value update each second can still cost
    // React a scheduled render.
    let shown: Warning | null | undefined;
    const check = () => {
      const next = timeWarning(secondsLeft(deadline, Date.now()));
      if (next === shown) return;
      shown = next;
      setWarning(next);
    };
    check();
    const timer = window.setInterval(check, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  let text = '';
  if (warning === 5) text = `5 minutes left ${context}.`;
  if (warning === 1)
    text = unsaved
      ? `1 minute left ${context}. Your choice on this question is not saved: press Save & Next, or it is lost when time is up, as on the real exam.`
      : `1 minute left ${context}. Only saved answers count when time is up.`;

  return (
    <div role="status">
      {text && (
        <p className={styles.warning} data-level={warning}>
          {text}
        </p>
      )}
    </div>
  );
});
