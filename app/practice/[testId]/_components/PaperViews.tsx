'use client';

import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/Modal';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import type { ProjectedSection } from '@/lib/practice/model/shape';
import styles from './PaperViews.module.css';

type QuestionPaperProps = {
  open: boolean;
  onClose: () => void;
  section: ProjectedSection;
  /** Opens a question (the dialog closes). */
  onOpen: (questionId: string) => void;
};

/**
 * The TCS iON screen's "Question Paper": every question of the open section at a glance, with its
 * options, each a button away from opening it. Passages are named, not repeated: the question
 * itself shows its passage beside it.
 */
export function QuestionPaper({ open, onClose, section, onOpen }: QuestionPaperProps) {
  const passageTitles = new Map(section.passages.map((passage, index) => [passage.id, passage.title ?? `Passage ${index + 1}`]));
  return (
    <Modal open={open} onClose={onClose} title={`Question paper: ${section.name}`} placement="sheet">
      <ol className={styles.paper}>
        {section.questions.map((question) => (
          <li key={question.id} className={styles.question}>
            <h3 className={styles.number}>Question {question.number}</h3>
            {question.passageId && <p className={styles.passage}>On {passageTitles.get(question.passageId)}</p>}
            <div className={styles.prompt}>{question.prompt}</div>
            {question.options.length > 0 ? (
              <ol className={styles.options}>
                {question.options.map((option, index) => (
                  <li key={OPTION_LETTERS[index]}>
                    <span className={styles.letter}>({OPTION_LETTERS[index]})</span> {option}
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.passage}>Type in the answer.</p>
            )}
            <button type="button" className="button button-outline" onClick={() => onOpen(question.id)}>
              Open question {question.number}
            </button>
          </li>
        ))}
      </ol>
    </Modal>
  );
}

/** The test's instructions during the test, as the exam screen's "Instructions" button shows them. */
export function InstructionsView({ open, onClose, instructions }: { open: boolean; onClose: () => void; instructions: ReactNode }) {
  return (
    <Modal open={open} onClose={onClose} title="Instructions" placement="sheet">
      <div className={styles.instructions}>{instructions}</div>
    </Modal>
  );
}
