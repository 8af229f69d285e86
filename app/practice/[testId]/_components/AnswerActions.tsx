'use client';

import { memo } from 'react';
import { FaThLarge } from 'react-icons/fa';
import styles from './AnswerActions.module.css';
import type { ExamCommands } from './usePracticeSession';

type AnswerActionsProps = {
  commands: Pick<ExamCommands, 'clear' | 'previous'>;
  /** Save & Next and Mark for Review & Next, through the exam screen (it says so when the section's end is reached). */
  onSaveAndNext: () => void;
  onMarkAndNext: () => void;
  /** A typed answer that is not a number cannot be saved. */
  saveDisabled: boolean;
  /** Opens the palette sheet (phones; from 900 px the palette is a side column and this is hidden). */
  onOpenPalette: () => void;
};

/**
 * The action bar pinned to the bottom of the exam frame: the four actions of the national testing
 * agency's screens and the palette. On phones two rows, Save & Next last and widest, under the
 * right thumb; from 900 px one row. A move hands the focus to the new question's heading
 * (ExamFrame); closing the palette returns it to the palette button.
 */
export const AnswerActions = memo(function AnswerActions({
  commands,
  onSaveAndNext,
  onMarkAndNext,
  saveDisabled,
  onOpenPalette,
}: AnswerActionsProps) {
  return (
    <div className={styles.actions} data-testid="action-bar">
      <div className={styles.row}>
        <button type="button" className="button button-outline" onClick={onMarkAndNext}>
          Mark for Review &amp; Next
        </button>
        <button type="button" className="button button-outline" onClick={commands.clear}>
          Clear Response
        </button>
      </div>
      <div className={styles.row}>
        <button type="button" className="button button-outline" onClick={commands.previous}>
          Previous
        </button>
        <button
          type="button"
          className={`button button-outline ${styles.paletteToggle}`}
          aria-label="Question palette"
          aria-haspopup="dialog"
          onClick={onOpenPalette}
        >
          <FaThLarge aria-hidden="true" />
          Palette
        </button>
        <button
          type="button"
          className={`button button-primary ${styles.save}`}
          disabled={saveDisabled}

          onClick={onSaveAndNext}
        >
          Save &amp; Next
        </button>
      </div>
    </div>
  );
});
