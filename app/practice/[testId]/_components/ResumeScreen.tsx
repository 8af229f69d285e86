'use client';

import { secondsLeft } from '@/games/clock';
import { useNow } from '@/lib/hooks/useNow';
import { formatInProgress } from '@/lib/practice/format';
import type { ResumeClock } from '@/lib/practice/opening';
import styles from './IntroScreen.module.css';
import shared from './shared.module.css';

type ResumeScreenProps = {
  clock: ResumeClock;
  onResume: () => void;
};

/**
 * A test left running, reopened (from the list, a link or a reload): the time its clock has left,
 * counting down, and Resume. The clock kept running while the page was
 * closed, as the exam's does; the time away is not counted against any question.
 */
export function ResumeScreen({ clock, onResume }: ResumeScreenProps) {
  const now = useNow(true);
  return (
    <>
      <h2 id="practice-resume-heading" tabIndex={-1} data-screen-heading>
        Your test is in progress
      </h2>
      <p data-testid="resume-status">{now !== null && formatInProgress(secondsLeft(clock.deadline, now), clock.section)}</p>
      <div className={styles.startRow}>
        <button type="button" className="button button-accent" onClick={onResume}>
          Resume the test
        </button>
        <p className={shared.muted}>The clock kept running while you were away. Your saved answers are kept.</p>
      </div>
    </>
  );
}
