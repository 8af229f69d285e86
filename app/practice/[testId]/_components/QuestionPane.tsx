'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { OPTION_LETTERS } from '@/lib/practice/letters';
import type { ProjectedPassage, ProjectedQuestion } from '@/lib/practice/shape';
import styles from './QuestionPane.module.css';
import shared from './shared.module.css';
import type { ExamCommands } from './usePracticeSession';

type QuestionPaneProps = {
  question: ProjectedQuestion;
  sectionName: string;
  questionCount: number;
  passage: ProjectedPassage | undefined;
  /** The choice on screen (saved or not): an option letter or the text typed. */
  draft: string | null;
  /** The typed text is not a number. */
  numericInvalid: boolean;
  commands: Pick<ExamCommands, 'choose' | 'saveAndNext'>;
  /** The answer actions, under the options. */
  actions: ReactNode;
};

/** One question: its number, its passage, the prompt, and the options or the answer box. */
export function QuestionPane({
  question,
  sectionName,
  questionCount,
  passage,
  draft,
  numericInvalid,
  commands,
  actions,
}: QuestionPaneProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new question takes the focus to its heading, so screen readers announce it.
  const shownId = useRef(question.id);
  useEffect(() => {
    if (shownId.current === question.id) return;
    shownId.current = question.id;
    headingRef.current?.focus();
  }, [question.id]);

  return (
    <section className={styles.questionPane} aria-labelledby="practice-question-heading">
      <div className={styles.questionHead}>
        <h3 id="practice-question-heading" ref={headingRef} tabIndex={-1} data-screen-heading>
          Question {question.number} <span className={shared.muted}>of {questionCount}</span>
        </h3>
        <p className={shared.muted}>
          {sectionName} · {question.type === 'numeric' ? 'Type in your answer' : 'Choose one option'}
        </p>
      </div>

      {passage && (
        <div className={shared.passage} role="region" aria-label={passage.title ?? 'Passage'} tabIndex={0}>
          {passage.title && <h4>{passage.title}</h4>}
          {passage.body}
        </div>
      )}

      <div className={shared.prompt}>{question.prompt}</div>

      {question.type === 'mcq' ? (
        <fieldset className={styles.options}>
          <legend className="visually-hidden">Options for question {question.number}</legend>
          {question.options.map((option, index) => {
            const letter = OPTION_LETTERS[index];
            return (
              <label key={letter} className={styles.option} data-chosen={draft === letter ? 'true' : undefined}>
                <input
                  type="radio"
                  name={`answer-${question.id}`}
                  value={letter}
                  checked={draft === letter}
                  onChange={() => commands.choose(letter)}
                />
                <span className={shared.optionLetter} aria-hidden="true">
                  {letter}
                </span>
                <span className="visually-hidden">Option {letter}: </span>
                <span className={shared.optionText}>{option}</span>
              </label>
            );
          })}
        </fieldset>
      ) : (
        <div className={styles.numeric}>
          <label htmlFor={`answer-${question.id}`}>Your answer</label>
          <input
            id={`answer-${question.id}`}
            type="text"
            className="text-input"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={draft ?? ''}
            aria-invalid={numericInvalid || undefined}
            aria-describedby={`answer-hint-${question.id}`}
            onChange={(event) => commands.choose(event.target.value.replace(/[^\d.\-]/g, ''))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commands.saveAndNext();
            }}
          />
          <p id={`answer-hint-${question.id}`} className={numericInvalid ? shared.error : shared.muted}>
            {numericInvalid
              ? 'Type a number such as 42, -3 or 2.5.'
              : 'Digits only; a minus sign or a decimal point if needed. Enter saves.'}
          </p>
        </div>
      )}

      {actions}
    </section>
  );
}
