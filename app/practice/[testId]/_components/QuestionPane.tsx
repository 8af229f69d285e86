'use client';

import { memo, useCallback, useRef, type ChangeEvent } from 'react';
import { FaBookOpen } from 'react-icons/fa';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import type { ProjectedPassage, ProjectedQuestion } from '@/lib/practice/model/shape';
import { Keypad } from './Keypad';
import styles from './QuestionPane.module.css';
import shared from './shared.module.css';
import type { ExamCommands } from './usePracticeSession';

type QuestionPaneProps = {
  question: ProjectedQuestion;
  sectionName: string;
  questionCount: number;
  passage: ProjectedPassage | undefined;
  /** Opens the passage sheet (phones; from 900 px the passage sits beside the question). */
  onReadPassage: () => void;
  /** The choice on screen (saved or not): an option letter or the text typed. */
  draft: string | null;
  /** The typed text is not a number. */
  numericInvalid: boolean;
  commands: Pick<ExamCommands, 'choose'>;
  /** Save & Next through the exam screen, which says so at the end of a section; Enter in the answer box too. */
  onSaveAndNext: () => void;
};

/**
 * The way to the passage, sticky at the top of the question area, so the passage is one tap away
 * from the options too. Memoised: it stays the same across a passage's questions.
 */
const PassageButton = memo(function PassageButton({ title, onReadPassage }: { title: string | undefined; onReadPassage: () => void }) {
  return (
    <button type="button" className={styles.passageButton} onClick={onReadPassage} aria-haspopup="dialog">
      <FaBookOpen aria-hidden="true" />
      <span>Read the passage{title && <span className={styles.passageTitle}>: {title}</span>}</span>
    </button>
  );
});

type OptionRadioProps = { letter: string; checked: boolean; onChoose: (event: ChangeEvent<HTMLInputElement>) => void };

/**
 * An option's radio, memoised on its own with one name for every question: a move between
 * questions changes the options' text, and React rewrites a re-rendered radio's name, type and
 * checked state (twelve attribute changes for four options) even when none of them differs.
 */
const OptionRadio = memo(function OptionRadio({ letter, checked, onChoose }: OptionRadioProps) {
  return <input type="radio" name="answer" value={letter} checked={checked} onChange={onChoose} />;
});

/**
 * One question: its number, a way to its passage, the prompt, and the options or the answer box
 * with its keypad. The answer box and keypad stay pinned to the bottom of the question area, above
 * the action bar, however long the prompt: a phone opens a type-in question with every key in view.
 */
export function QuestionPane({
  question,
  sectionName,
  questionCount,
  passage,
  onReadPassage,
  draft,
  numericInvalid,
  commands,
  onSaveAndNext,
}: QuestionPaneProps) {
  const answerId = `answer-${question.id}`;
  const answerBox = useRef<HTMLInputElement>(null);
  const { choose } = commands;
  const onChoose = useCallback((event: ChangeEvent<HTMLInputElement>) => choose(event.currentTarget.value), [choose]);
  // After each keypad key the answer box has the focus, so Enter saves (on the key, Enter would
  // press it again: 2-4-3-1 then Enter gave 24311). Already in view, the box is not scrolled to.
  const onKeypad = useCallback(
    (value: string) => {
      choose(value);
      answerBox.current?.focus({ preventScroll: true });
    },
    [choose],
  );
  return (
    <section className={styles.questionPane} aria-labelledby="practice-question-heading">
      {passage && <PassageButton title={passage.title} onReadPassage={onReadPassage} />}
      <div className={styles.questionHead}>
        <h3 id="practice-question-heading" tabIndex={-1} data-screen-heading>
          Question {question.number} <span className={shared.muted}>of {questionCount}</span>
        </h3>
        <p className={shared.muted}>
          {sectionName} · {question.type === 'numeric' ? 'Type in your answer' : 'Choose one option'}
        </p>
      </div>

      <div className={`${shared.prompt} ${styles.prompt}`}>{question.prompt}</div>

      {question.type === 'mcq' ? (
        <fieldset className={styles.options}>
          <legend className="visually-hidden">Options for question {question.number}</legend>
          {question.options.map((option, index) => {
            const letter = OPTION_LETTERS[index];
            return (
              <label key={letter} className={styles.option} data-chosen={draft === letter ? 'true' : undefined}>
                <OptionRadio letter={letter} checked={draft === letter} onChoose={onChoose} />
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
        <div className={styles.numeric} data-answer-tray>
          <div className={styles.answerRow}>
            <label htmlFor={answerId}>Your answer</label>
            <input
              ref={answerBox}
              id={answerId}
              type="text"
              className="text-input"
              // The keypad below types here: no phone keyboard (many lack a minus sign) covers the
              // question, while a desktop's keyboard still types into the box.
              inputMode="none"
              autoComplete="off"
              maxLength={20}
              value={draft ?? ''}
              aria-invalid={numericInvalid || undefined}
              aria-describedby={`answer-hint-${question.id}`}
              onChange={(event) => choose(event.target.value.replace(/[^\d.\-]/g, ''))}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                event.preventDefault();
                // As Save & Next, which is disabled while the text is not a number.
                if (!numericInvalid) onSaveAndNext();
              }}
            />
          </div>
          {/* Under 430 px the hint is left to screen readers while the text is a number: the keys
              show what can be typed, and the prompt keeps two more lines above the tray. */}
          <p id={`answer-hint-${question.id}`} className={numericInvalid ? shared.error : `${shared.muted} visually-hidden-narrow`}>
            {numericInvalid
              ? 'Type a number such as 42, -3 or 2.5.'
              : 'Digits only; a minus sign or a decimal point if needed. Enter saves.'}
          </p>
          <Keypad value={draft ?? ''} onChange={onKeypad} controls={answerId} />
        </div>
      )}
    </section>
  );
}
