'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { isCorrect } from '@/lib/practice/engine/scoring';
import type { Key } from '@/lib/practice/model/key';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import type { QuestionAbout, SupportContacts } from '@/lib/practice/engine/reportMessage';
import styles from './PracticeQuestion.module.css';
import { RichContent, type QuestionContent, type Rich } from './questionContent';
import { ReportProblem } from './ReportProblem';

/**
 * - review: the student's answer in a finished test beside the key, and the explanation;
 * - retry: answered here with instant feedback (Check, then right or wrong, the key and the
 *   explanation); `reveal` adds a way to read the key and explanation without answering.
 */
export type QuestionMode =
  | { kind: 'review'; answer: string | null }
  | { kind: 'retry'; onChecked: (answer: string, correct: boolean, timeMs: number) => void; reveal?: boolean };

type PracticeQuestionProps = {
  question: QuestionContent;
  keyOf: Key;
  mode: QuestionMode;
  /** The level of the question's heading; the explanation's is one below. */
  level: 3 | 4;
  /** The number or test and section line; a notebook card has its own. */
  heading?: ReactNode;
  /** Given, the heading can take the focus (id="{headingId}"). */
  headingId?: string;
  /** A muted line under the heading (topic, difficulty, time). */
  meta?: ReactNode;
  /** Between the prompt and the options (e.g. "In the test you answered (B)."). */
  before?: ReactNode;
  /** The question's "{testId}/{questionId}", on the root as data-ref. */
  questionRef?: string;
  /**
   * Given, the question ends with "Report a problem with this question": where reports go, which
   * question this is and, for a retry not yet checked, the answer the student gave before (the
   * notebook's mistake); the answer on screen and the key, once shown, are filled in here.
   */
  report?: { support: SupportContacts; about: QuestionAbout; answer?: string | null };
};

/**
 * One question as the review, the mistake notebook and the topic drills draw it: heading, passage
 * (drawn once opened: many questions share one), prompt, options or the type-in answer with the
 * student's answer and the key marked, and the worked explanation. A long formula or a wide table
 * scrolls in its own box.
 */
export function PracticeQuestion({
  question,
  keyOf,
  mode,
  level,
  heading,
  headingId,
  meta,
  before,
  questionRef,
  report,
}: PracticeQuestionProps) {
  const [choice, setChoice] = useState('');
  const [checked, setChecked] = useState<{ answer: string; correct: boolean } | null>(null);
  const startedAt = useRef<number | null>(null);
  const id = useId();
  startedAt.current ??= typeof performance === 'undefined' ? 0 : performance.now();
  const Heading = `h${level}` as const;
  const SubHeading = `h${level + 1}` as 'h4' | 'h5';
  const review = mode.kind === 'review';
  const answer = review ? mode.answer : (checked?.answer ?? null);
  const marked = review || checked !== null;

  const check = () => {
    const typed = choice.trim();
    if (review || !typed || checked) return;
    const correct = isCorrect(keyOf, typed);
    setChecked({ answer: typed, correct });
    mode.onChecked(typed, correct, Math.max(0, Math.round(performance.now() - (startedAt.current ?? 0))));
  };

  const options = question.options.map((option, index) => {
    const letter = OPTION_LETTERS[index];
    const isKey = marked && keyOf.answer === letter;
    const isChosen = marked && answer === letter;
    // The review names the student's answer even when right; a retry says so in its status line.
    const chosenTag = isChosen && (review || !isKey);
    const content = (
      <>
        <span className={styles.letter} aria-hidden="true">
          {letter}
        </span>
        <span className="visually-hidden">Option {letter}: </span>
        <RichContent content={option} className={styles.optionText} inline />
        {(isKey || chosenTag) && (
          <span className={styles.tags}>
            {chosenTag && <span className={styles.tag}>Your answer</span>}
            {isKey && <span className={styles.tag}>{review ? 'Correct answer' : 'Answer'}</span>}
          </span>
        )}
      </>
    );
    const marks = { className: styles.option, 'data-key': isKey || undefined, 'data-chosen': isChosen || undefined };
    return review ? (
      <li key={letter} {...marks}>
        {content}
      </li>
    ) : (
      <label key={letter} {...marks}>
        <input type="radio" name={id} value={letter} checked={choice === letter} onChange={() => setChoice(letter)} />
        {content}
      </label>
    );
  });

  const answerArea =
    question.type === 'mcq' ? (
      review ? (
        <ul className={styles.options}>{options}</ul>
      ) : (
        <fieldset className={styles.options} disabled={checked !== null}>
          <legend className="visually-hidden">Options</legend>
          {options}
        </fieldset>
      )
    ) : review ? (
      <dl className={styles.numericReview}>
        <div>
          <dt>Your answer</dt>
          <dd>{answer ?? 'Not answered'}</dd>
        </div>
        <div>
          <dt>Correct answer</dt>
          <dd>{question.keyText}</dd>
        </div>
      </dl>
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
    );

  return (
    <div className={styles.question} data-ref={questionRef}>
      {heading && (
        <Heading id={headingId} tabIndex={headingId ? -1 : undefined} className={styles.heading}>
          {heading}
        </Heading>
      )}
      {meta && <p className={styles.meta}>{meta}</p>}
      {question.passage && <PassageDetails title={question.passage.title} body={question.passage.body} />}
      <RichContent content={question.prompt} className={styles.prompt} />
      {before}
      {review ? (
        answerArea
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            check();
          }}
        >
          {answerArea}
          {checked === null && (
            <button type="submit" className="button button-primary" disabled={!choice.trim()}>
              Check answer
            </button>
          )}
        </form>
      )}
      {!review && (
        <div role="status">
          {checked && (
            <p className={checked.correct ? styles.right : styles.wrong}>
              {checked.correct
                ? `Right: the answer is ${question.keyText}.`
                : `Not quite: the answer is ${question.keyText}, you answered ${formatAnswer(question, checked.answer)}.`}
            </p>
          )}
        </div>
      )}
      {marked && (
        <div className={styles.explanation}>
          <SubHeading>Explanation</SubHeading>
          <RichContent content={question.explanation} />
        </div>
      )}
      {!review && mode.reveal && (
        <details className={styles.reveal}>
          <summary>Show the answer and explanation without retrying</summary>
          <p>
            <strong>Answer: {question.keyText}</strong>
          </p>
          <RichContent content={question.explanation} className={styles.content} />
        </details>
      )}
      {report && (
        <ReportProblem
          support={report.support}
          question={{
            ...report.about,
            type: question.type,
            answer: answer ?? report.answer ?? null,
            keyShown: marked ? question.keyText : null,
          }}
        />
      )}
    </div>
  );
}

/** A question's passage, drawn only once opened. */
function PassageDetails({ title, body }: { title: string | undefined; body: Rich }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.passage} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Read the passage{title ? <span className={styles.passageTitle}>: {title}</span> : null}</summary>
      {open && <RichContent content={body} className={styles.passageText} />}
    </details>
  );
}

/** An answer as a sentence reads it: "(B)", "42" or "nothing (skipped)". */
export const formatAnswer = (question: Pick<QuestionContent, 'type'>, answer: string | null) =>
  answer === null || answer === '' ? 'nothing (skipped)' : question.type === 'mcq' ? `(${answer})` : answer;
