'use client';

import styles from './AnswerActions.module.css';
import type { ExamCommands } from './usePracticeSession';

type AnswerActionsProps = {
  commands: Pick<ExamCommands, 'markAndNext' | 'clear' | 'previous' | 'saveAndNext'>;
  /** A typed answer that is not a number cannot be saved. */
  saveDisabled: boolean;
};

/** The four actions of the national testing agency's screens, in their order. */
export function AnswerActions({ commands, saveDisabled }: AnswerActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="button" className="button button-outline" onClick={commands.markAndNext}>
        Mark for Review &amp; Next
      </button>
      <button type="button" className="button button-outline" onClick={commands.clear}>
        Clear Response
      </button>
      <button type="button" className="button button-outline" onClick={commands.previous}>
        Previous
      </button>
      <button type="button" className="button button-primary" disabled={saveDisabled} onClick={commands.saveAndNext}>
        Save &amp; Next
      </button>
    </div>
  );
}
