'use client';

import { memo, useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { isNumberText, letterRow, maxPaperMinutes, parseLetterRow, type LetterSlot } from '@/lib/practice/engine/paperRow';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import type { PracticeProjection, ProjectedQuestion, ProjectedSection } from '@/lib/practice/model/shape';
import styles from './PaperEntry.module.css';
import { questionRange } from './QuestionBooklet';
import shared from './shared.module.css';

type Answers = Record<string, string | null>;

type PaperEntryProps = {
  test: PracticeProjection;
  onScore: (answers: Answers, minutes: number) => void;
  onBack: () => void;
};

const slotsOf = (section: ProjectedSection): LetterSlot[] =>
  section.questions
    .filter((question) => question.type === 'mcq')
    .map((question) => ({ id: question.id, options: question.options.length }));

/** A row of letters as the typing box shows it: trailing blanks left off. */
const rowText = (section: ProjectedSection, answers: Answers) =>
  letterRow(slotsOf(section).map((slot) => answers[slot.id] ?? null)).replace(/-+$/, '');

type RowProps = {
  question: ProjectedQuestion;
  answer: string | null;
  onAnswer: (questionId: string, answer: string | null) => void;
};

/**
 * One row of the answer grid, as on the OMR sheet: the question's number and a bubble per option
 * (tap to mark, tap again to clear), or a box for a number. Memoised: a tap redraws its own row,
 * not the 150 others.
 */
const GridRow = memo(function GridRow({ question, answer, onAnswer }: RowProps) {
  const label = `Question ${question.number}`;
  if (question.type === 'numeric')
    return (
      <li className={styles.row}>
        <label className={styles.number} htmlFor={`paper-${question.id}`}>
          <span className="visually-hidden">Question </span>
          {question.number}
        </label>
        <input
          id={`paper-${question.id}`}
          className={styles.numberInput}
          inputMode="decimal"
          autoComplete="off"
          value={answer ?? ''}
          aria-invalid={answer !== null && answer !== '' && !isNumberText(answer) ? true : undefined}
          onChange={(event) => onAnswer(question.id, event.target.value === '' ? null : event.target.value)}
        />
      </li>
    );
  return (
    <li className={styles.row}>
      <span className={styles.number} aria-hidden="true">
        {question.number}
      </span>
      <span className={styles.bubbles} role="group" aria-label={label}>
        {question.options.map((_, index) => {
          const letter = OPTION_LETTERS[index];
          const chosen = answer === letter;
          return (
            <button
              key={letter}
              type="button"
              className={styles.bubble}
              aria-pressed={chosen}
              onClick={() => onAnswer(question.id, chosen ? null : letter)}
            >
              {letter}
            </button>
          );
        })}
      </span>
    </li>
  );
});

/**
 * Paper mode's last step: the bubbles of the OMR sheet copied in, fast on a phone. Each section
 * takes a typed row of letters ("ACBD-…", filling its multiple-choice rows in order) or a tap per
 * row, and the two stay in step; numbers are typed in their rows. With the minutes the paper took,
 * Score hands the answers to the same scoring as an attempt on screen (lib/practice/engine/paper.ts).
 */
export function PaperEntry({ test, onScore, onBack }: PaperEntryProps) {
  const [answers, setAnswers] = useState<Answers>({});
  /** What is typed in a section's box, while it is what the box shows (a tap on a bubble writes the row back). */
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [minutes, setMinutes] = useState(String(test.durationMinutes));
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();
  const limit = maxPaperMinutes(test);
  const total = test.questionCount;
  const answered = useMemo(() => Object.values(answers).filter((answer) => answer !== null && answer !== '').length, [answers]);

  // Answers copied in are not saved until scored: closing or reloading the page asks first (the
  // browser's own prompt), so 150 bubbles are not lost to a stray swipe.
  useEffect(() => {
    if (answered === 0) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [answered]);

  const sectionOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const section of test.sections) for (const question of section.questions) map.set(question.id, section.id);
    return map;
  }, [test]);

  const onAnswer = useCallback(
    (questionId: string, answer: string | null) => {
      setAnswers((current) => ({ ...current, [questionId]: answer }));
      const sectionId = sectionOf.get(questionId)!;
      setTyped((current) => {
        if (!(sectionId in current)) return current;
        const rest = { ...current };
        delete rest[sectionId];
        return rest;
      });
    },
    [sectionOf],
  );

  /** The typed row, read: null while the box shows the grid's own row. */
  const readRow = (section: ProjectedSection) =>
    typed[section.id] === undefined ? null : parseLetterRow(typed[section.id], slotsOf(section), section.questions[0].number);

  const typeRow = (section: ProjectedSection, text: string) => {
    setTyped((current) => ({ ...current, [section.id]: text }));
    const slots = slotsOf(section);
    const parsed = parseLetterRow(text, slots, section.questions[0].number);
    if (!parsed.ok) return;
    setAnswers((current) => {
      const next = { ...current };
      slots.forEach((slot, index) => (next[slot.id] = parsed.answers[index]));
      return next;
    });
  };

  const score = (event: FormEvent) => {
    event.preventDefault();
    const taken = Number(minutes);
    if (!Number.isInteger(taken) || taken < 1 || taken > limit) {
      setFormError(`Enter the minutes you took, a whole number from 1 to ${limit}.`);
      return;
    }
    if (test.sections.some((section) => readRow(section)?.ok === false)) {
      setFormError('A row of letters above cannot be read: correct it first.');
      return;
    }
    const badNumber = test.sections
      .flatMap((section) => section.questions)
      .find((question) => question.type === 'numeric' && answers[question.id] && !isNumberText(answers[question.id]!));
    if (badNumber) {
      setFormError(`Question ${badNumber.number}: write a number, such as 42 or -2.5, or leave it empty.`);
      return;
    }
    if (answered === 0) {
      setFormError('No answers entered yet: copy your bubbles first.');
      return;
    }
    setFormError(null);
    onScore(answers, taken);
  };

  return (
    <section aria-labelledby="practice-paper-heading">
      <h2 id="practice-paper-heading" tabIndex={-1} data-screen-heading>
        Enter your answers from paper
      </h2>
      <p>
        Copy your OMR sheet here. For each section, type its letters in order (- for a question left blank), or tap a bubble per row: tap a
        marked bubble again to clear it. Your score, review and mistake notebook then work as for a test taken on screen.
      </p>
      <form className={styles.form} onSubmit={score} noValidate>
        <div className={styles.minutes}>
          <label htmlFor={`${id}-minutes`}>Minutes you took</label>
          <input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={1}
            max={limit}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            aria-describedby={`${id}-minutes-hint`}
          />
          <p id={`${id}-minutes-hint`} className={shared.muted}>
            The paper allows {test.durationMinutes}.
          </p>
        </div>

        {test.sections.map((section) => {
          const slots = slotsOf(section);
          const read = readRow(section);
          const error = read && !read.ok ? read.error : null;
          const rowId = `${id}-${section.id}`;
          return (
            <fieldset key={section.id} className={styles.section}>
              <legend>
                {section.name} <span className={shared.muted}>({questionRange(section)})</span>
              </legend>
              {slots.length > 0 && (
                <div className={styles.letters}>
                  <label htmlFor={rowId}>
                    Type the letters{slots.length < section.questions.length ? ' of its multiple-choice questions' : ''}
                  </label>
                  <input
                    id={rowId}
                    className={styles.lettersInput}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    value={typed[section.id] ?? rowText(section, answers)}
                    onChange={(event) => typeRow(section, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${rowId}-hint`}
                    placeholder="e.g. ABDC-A"
                  />
                  <p id={`${rowId}-hint`} className={error ? shared.error : shared.muted} aria-live="polite">
                    {error || `${slots.length} letters, one per question in order.`}
                  </p>
                </div>
              )}
              <ol className={styles.grid}>
                {section.questions.map((question) => (
                  <GridRow key={question.id} question={question} answer={answers[question.id] ?? null} onAnswer={onAnswer} />
                ))}
              </ol>
            </fieldset>
          );
        })}

        <div className={styles.submit}>
          {formError && (
            <p className={shared.error} role="alert">
              {formError}
            </p>
          )}
          <div className={styles.scoreRow}>
            <p aria-live="polite" data-testid="paper-count">
              {answered} of {total} answered
            </p>
            <button type="submit" className="button button-primary">
              Score my answers
            </button>
          </div>
        </div>
      </form>
      <button type="button" className={`button button-outline ${styles.back}`} onClick={onBack}>
        Back to the instructions
      </button>
    </section>
  );
}
