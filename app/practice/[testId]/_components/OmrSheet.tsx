'use client';

import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import type { PracticeProjection } from '@/lib/practice/model/shape';
import styles from './OmrSheet.module.css';

/** Boxes for a typed-in answer: enough for the site's numeric keys (at most six characters with sign and point). */
const NUMBER_BOXES = 6;

/**
 * The OMR answer sheet for the printed booklet: spaces for name, date, start and end time, then a
 * row per question numbered as in the booklet, with a bubble per option (or boxes for a number),
 * in columns that fit one A4 or Letter page for up to 150 questions. Bubbles are drawn empty with
 * their letter inside, as on the exam's sheet, so a filled one reads at a glance.
 */
export function OmrSheet({ test }: { test: PracticeProjection }) {
  const questions = test.sections.flatMap((section) => section.questions);
  return (
    <article className={styles.sheet} aria-label={`OMR answer sheet: ${test.title}`}>
      <header className={styles.header}>
        <h3 className={styles.title}>OMR answer sheet · {test.title}</h3>
        <div className={styles.fields}>
          {['Name', 'Date', 'Start time', 'End time'].map((field) => (
            <p key={field} className={styles.field}>
              {field}
            </p>
          ))}
        </div>
        <p className={styles.how}>
          Fill one bubble per question completely with a blue or black ballpoint pen, like this{' '}
          <span className={`${styles.bubble} ${styles.filled}`} aria-label="a filled bubble" role="img" />. {questions.length} questions,{' '}
          {test.durationMinutes} minutes.
        </p>
      </header>
      <ol className={styles.rows} aria-label="Answer rows">
        {questions.map((question) => (
          <li key={question.id} className={styles.row} data-omr-row={question.number}>
            <span className={styles.number}>{question.number}</span>
            {question.type === 'mcq' ? (
              <span className={styles.bubbles}>
                {question.options.map((_, index) => (
                  <span key={OPTION_LETTERS[index]} className={styles.bubble}>
                    {OPTION_LETTERS[index]}
                  </span>
                ))}
              </span>
            ) : (
              <span className={styles.boxes} aria-label="boxes for a number">
                {Array.from({ length: NUMBER_BOXES }, (_, index) => (
                  <span key={index} className={styles.box} />
                ))}
              </span>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
