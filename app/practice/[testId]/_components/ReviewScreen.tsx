'use client';

import { useState } from 'react';
import { ToggleGroup } from '@/components/ui/ToggleGroup';
import { formatScore, formatSpent } from '@/lib/practice/format';
import { OPTION_LETTERS } from '@/lib/practice/letters';
import type { Outcome, QuestionScore } from '@/lib/practice/scoring';
import type { PracticeProjection } from '@/lib/practice/shape';
import type { HistoryEntry } from '@/lib/practice/storage';
import styles from './ReviewScreen.module.css';
import shared from './shared.module.css';

const FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'wrong', label: 'Wrong' },
  { id: 'skipped', label: 'Skipped' },
  { id: 'marked', label: 'Marked for review' },
  { id: 'correct', label: 'Correct' },
] as const;

type Filter = (typeof FILTERS)[number]['id'];

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
  const matches = (id: string, which: Filter) => {
    if (which === 'all') return true;
    if (which === 'marked') return entry.responses[id]?.marked ?? false;
    return scores[id].outcome === which;
  };
  const questions = test.sections.flatMap((section) => section.questions);
  const count = (which: Filter) => questions.filter((question) => matches(question.id, which)).length;
  const shown = test.sections.map((section) => ({
    section,
    questions: section.questions.filter((question) => matches(question.id, filter)),
  }));
  const total = shown.reduce((sum, group) => sum + group.questions.length, 0);

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
        onChange={setFilter}
      />
      <p className={shared.muted} role="status">
        {total === 0 ? 'No questions match this filter.' : `Showing ${total} question${total === 1 ? '' : 's'}.`}
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
                  <h4 id={`review-${question.id}`}>
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
                  {passage && (
                    <details className={shared.details}>
                      <summary>Read the passage{passage.title ? `: ${passage.title}` : ''}</summary>
                      <div className={shared.passage}>{passage.body}</div>
                    </details>
                  )}
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
    </section>
  );
}
