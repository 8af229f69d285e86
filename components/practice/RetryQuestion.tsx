'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import { isCorrect, type Key } from '@/lib/practice/engine/scoring';
import type { BankQuestion, ExamBank } from '@/lib/practice/model/bank';
import { QuestionHtml } from './QuestionHtml';
import styles from './Question.module.css';

type RetryQuestionProps = {
  question: BankQuestion;
  passage?: ExamBank['passages'][string];
  keyOf: Key;
  /** Called once, when the student checks an answer. */
  onChecked: (answer: string, correct: boolean, timeMs: number) => void;
  /** Shown over the options before checking (e.g. "Your answer in the test: (B)"). */
  before?: ReactNode;
  /** A heading of its own (drills); the notebook's cards have theirs. */
  heading?: string;
};

/**
 * One question answered with instant feedback: choose (or type), Check, then see right or wrong,
 * the key and the worked explanation. The notebook's retries and the topic drills both use it.
 */
export function RetryQuestion({ question, passage, keyOf, onChecked, before, heading }: RetryQuestionProps) {
  const [choice, setChoice] = useState('');
  const [checked, setChecked] = useState<{ answer: string; correct: boolean } | null>(null);
  const startedAt = useRef<number | null>(null);
  const id = useId();
  startedAt.current ??= typeof performance === 'undefined' ? 0 : performance.now();

  const check = () => {
    const answer = choice.trim();
    if (!answer || checked) return;
    const correct = isCorrect(keyOf, answer);
    setChecked({ answer, correct });
    onChecked(answer, correct, Math.max(0, Math.round(performance.now() - (startedAt.current ?? 0))));
  };

  return (
    <div className={styles.question} data-ref={question.ref}>
      {heading && <h3 className={styles.heading}>{heading}</h3>}
      {passage && (
        <details className={styles.passage}>
          <summary>Read the passage{passage.title ? <span className={styles.passageTitle}>: {passage.title}</span> : null}</summary>
          <QuestionHtml html={passage.html} className={styles.passageText} />
        </details>
      )}
      <QuestionHtml html={question.prompt} className={styles.prompt} />
      {before}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        {question.type === 'mcq' ? (
          <fieldset className={styles.options} disabled={checked !== null}>
            <legend className="visually-hidden">Options</legend>
            {question.options.map((option, index) => {
              const letter = OPTION_LETTERS[index];
              const isKey = checked !== null && letter === keyOf.answer;
              const isWrongChoice = checked !== null && !checked.correct && letter === checked.answer;
              return (
                <label key={letter} className={styles.option} data-key={isKey || undefined} data-wrong={isWrongChoice || undefined}>
                  <input type="radio" name={id} value={letter} checked={choice === letter} onChange={() => setChoice(letter)} />
                  <span className={styles.letter} aria-hidden="true">
                    {letter}
                  </span>
                  <span className="visually-hidden">({letter})</span>
                  <QuestionHtml html={option} inline />
                  {isKey && <span className={styles.tag}>Answer</span>}
                  {isWrongChoice && <span className={styles.tag}>Your answer</span>}
                </label>
              );
            })}
          </fieldset>
        ) : (
          <p className={styles.typeIn}>
            <label htmlFor={`${id}-answer`}>Your answer (a number)</label>
            <input
              id={`${id}-answer`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={choice}
              disabled={checked !== null}
              onChange={(event) => setChoice(event.target.value)}
            />
          </p>
        )}
        {checked === null && (
          <button type="submit" className="button button-primary" disabled={!choice.trim()}>
            Check answer
          </button>
        )}
      </form>
      <div role="status">
        {checked && (
          <p className={checked.correct ? styles.right : styles.wrong}>
            {checked.correct
              ? `Right: the answer is ${question.keyText}.`
              : `Not quite: the answer is ${question.keyText}, you answered ${formatAnswer(question, checked.answer)}.`}
          </p>
        )}
      </div>
      {checked && (
        <div className={styles.explanation}>
          <h4>Explanation</h4>
          <QuestionHtml html={question.explanation} />
        </div>
      )}
    </div>
  );
}

export const formatAnswer = (question: Pick<BankQuestion, 'type'>, answer: string | null) =>
  answer === null || answer === '' ? 'nothing (skipped)' : question.type === 'mcq' ? `(${answer})` : answer;
