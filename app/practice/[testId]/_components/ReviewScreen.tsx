'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ShowMore } from '@/components/ui/ShowMore';
import { ToggleGroup } from '@/components/ui/ToggleGroup';
import { formatScore, formatSpent } from '@/lib/practice/engine/format';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import type { Outcome, QuestionScore } from '@/lib/practice/engine/scoring';
import type { PracticeProjection } from '@/lib/practice/model/shape';
import type { HistoryEntry } from '@/lib/practice/store/attempts';
import styles from './ReviewScreen.module.css';
import shared from './shared.module.css';

// The three outcomes together, then the marks the student left: on a phone the short ones share
// the first line and "Marked for review" starts the next.
const FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'wrong', label: 'Wrong' },
  { id: 'skipped', label: 'Skipped' },
  { id: 'correct', label: 'Correct' },
  { id: 'marked', label: 'Marked for review' },
] as const;

type Filter = (typeof FILTERS)[number]['id'];

/**
 * Questions shown at a time. A 150-question mock drawn whole is about 6,400 elements: a 430 ms
 * task at full speed and over 2 s at a 4× CPU slowdown, between the tap and the first sight of the
 * review. Twenty-five shows most mini-tests (24 or 25 questions) whole.
 */
const REVIEW_PAGE = 25;

/** A passage under a review question, drawn only once opened: many questions share one passage. */
function PassageDetails({ title, children }: { title: string | undefined; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={shared.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Read the passage{title ? `: ${title}` : ''}</summary>
      {open && <div className={shared.passage}>{children}</div>}
    </details>
  );
}

const OUTCOME_TEXT: Record<Outcome, string> = { correct: 'Correct', wrong: 'Wrong', skipped: 'Skipped' };

type ReviewScreenProps = {
  test: PracticeProjection;
  entry: HistoryEntry;
  /** Each question's result in this attempt. */
  scores: Record<string, QuestionScore>;
  onBack: () => void;
};

/** Every question with the student's answer, the key, the marks and the worked explanation. */
export function ReviewScreen({ test, entry, scores, onBack }: ReviewScreenProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const [limit, setLimit] = useState(REVIEW_PAGE);
  // The first question that "Show more" adds takes the focus, so the student reads on from there.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(`review-${focusNext.current}`)?.focus();
    focusNext.current = null;
  }, [limit]);
  const matches = (id: string, which: Filter) => {
    if (which === 'all') return true;
    if (which === 'marked') return entry.responses[id]?.marked ?? false;
    return scores[id].outcome === which;
  };
  const questions = test.sections.flatMap((section) => section.questions);
  const count = (which: Filter) => questions.filter((question) => matches(question.id, which)).length;
  const matching = questions.filter((question) => matches(question.id, filter));
  const visible = new Set(matching.slice(0, limit).map((question) => question.id));
  const shown = test.sections.map((section) => ({
    section,
    questions: section.questions.filter((question) => visible.has(question.id)),
  }));
  const total = matching.length;
  const left = total - visible.size;
  const choose = (which: Filter) => {
    setFilter(which);
    setLimit(REVIEW_PAGE);
  };
  const showMore = () => {
    focusNext.current = matching[limit].id;
    setLimit(limit + REVIEW_PAGE);
  };

  return (
    <section className={styles.review} aria-labelledby="practice-review-heading">
      <div className={styles.reviewHead}>
        <h2 id="practice-review-heading" tabIndex={-1} data-screen-heading>
          Review your answers
        </h2>
        <button type="button" className="button button-outline" onClick={onBack}>
          Back to the result
        </button>
      </div>
      <ToggleGroup
        label="Show questions"
        options={FILTERS.map((option) => ({ id: option.id, label: `${option.label} (${count(option.id)})` }))}
        value={filter}
        onChange={choose}
      />
      <p className={shared.muted} role="status">
        {total === 0
          ? 'No questions match this filter.'
          : left > 0
            ? `Showing ${visible.size} of ${total} questions.`
            : `Showing ${total} question${total === 1 ? '' : 's'}.`}
      </p>

      {shown.map(({ section, questions: inSection }) =>
        inSection.length === 0 ? null : (
          <div key={section.id} className={styles.reviewSection}>
            <h3>{section.name}</h3>
            {inSection.map((question) => {
              const response = entry.responses[question.id];
              const answer = response?.answer ?? null;
              const result = scores[question.id];
              const passage = question.passageId ? section.passages.find((entry) => entry.id === question.passageId) : undefined;
              return (
                <article
                  key={question.id}
                  className={styles.reviewItem}
                  data-outcome={result.outcome}
                  aria-labelledby={`review-${question.id}`}
                >
                  <h4 id={`review-${question.id}`} tabIndex={-1}>
                    Question {question.number}
                    <span className={styles.outcome} data-outcome={result.outcome}>
                      {OUTCOME_TEXT[result.outcome]} ({result.marks > 0 ? '+' : ''}
                      {formatScore(result.marks)})
                    </span>
                    {response?.marked && <span className={styles.markedTag}>Marked for review</span>}
                  </h4>
                  <p className={shared.muted}>
                    {question.topic} · {question.difficulty} · your time {formatSpent(response?.timeMs ?? 0)}
                  </p>
                  {passage && <PassageDetails title={passage.title}>{passage.body}</PassageDetails>}
                  <div className={shared.prompt}>{question.prompt}</div>
                  {question.type === 'mcq' ? (
                    <ul className={styles.reviewOptions}>
                      {question.options.map((option, index) => {
                        const letter = OPTION_LETTERS[index];
                        const isKey = `(${letter})` === question.keyText;
                        const isChosen = answer === letter;
                        return (
                          <li key={letter} data-key={isKey || undefined} data-chosen={isChosen || undefined}>
                            <span className={shared.optionLetter} aria-hidden="true">
                              {letter}
                            </span>
                            <span className="visually-hidden">Option {letter}: </span>
                            <span className={shared.optionText}>{option}</span>
                            {(isKey || isChosen) && (
                              <span className={styles.optionTags}>
                                {isChosen && <span className={styles.tag}>Your answer</span>}
                                {isKey && <span className={styles.tag}>Correct answer</span>}
                              </span>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  ) : (
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
                  )}
                  <div className={shared.explanation}>
                    <h5>Explanation</h5>
                    {question.explanation}
                  </div>
                </article>
              );
            })}
          </div>
        ),
      )}
      {left > 0 && <ShowMore step={REVIEW_PAGE} left={left} onShowMore={showMore} className={styles.showMore} />}
    </section>
  );
}
