'use client';

import { useEffect, useRef, useState } from 'react';
import { PracticeQuestion } from '@/components/practice/PracticeQuestion';
import { questionContent } from '@/components/practice/questionContent';
import { ShowMore } from '@/components/ui/ShowMore';
import { ToggleGroup } from '@/components/ui/ToggleGroup';
import { formatScore, formatSpent } from '@/lib/practice/engine/format';
import type { SupportContacts } from '@/lib/practice/engine/reportMessage';
import type { QuestionScore } from '@/lib/practice/engine/scoring';
import type { Outcome } from '@/lib/practice/model/key';
import type { PracticeProjection } from '@/lib/practice/model/shape';
import type { HistoryEntry } from '@/lib/practice/model/stored';
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

const OUTCOME_TEXT: Record<Outcome, string> = { correct: 'Correct', wrong: 'Wrong', skipped: 'Skipped' };

type ReviewScreenProps = {
  test: PracticeProjection;
  entry: HistoryEntry;
  /** Each question's result in this attempt. */
  scores: Record<string, QuestionScore>;
  /** Where "Report a problem with this question" sends. */
  support: SupportContacts;
  onBack: () => void;
};

/** Every question with the student's answer, the key, the marks and the worked explanation. */
export function ReviewScreen({ test, entry, scores, support, onBack }: ReviewScreenProps) {
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
              const result = scores[question.id];
              const passage = question.passageId ? section.passages.find((entry) => entry.id === question.passageId) : undefined;
              return (
                <article
                  key={question.id}
                  className={styles.reviewItem}
                  data-outcome={result.outcome}
                  aria-labelledby={`review-${question.id}`}
                >
                  <PracticeQuestion
                    question={questionContent(question, (node) => ({ node }), passage)}
                    keyOf={test.keys[question.id]}
                    mode={{ kind: 'review', answer: response?.answer ?? null }}
                    level={4}
                    headingId={`review-${question.id}`}
                    heading={
                      <>
                        Question {question.number}
                        <span className={styles.outcome} data-outcome={result.outcome}>
                          {OUTCOME_TEXT[result.outcome]} ({result.marks > 0 ? '+' : ''}
                          {formatScore(result.marks)})
                        </span>
                        {response?.marked && <span className={styles.markedTag}>Marked for review</span>}
                      </>
                    }
                    meta={`${question.topic} · ${question.difficulty} · your time ${formatSpent(response?.timeMs ?? 0)}`}
                    report={{
                      support,
                      about: {
                        testId: test.id,
                        testTitle: test.title,
                        version: entry.version,
                        questionId: question.id,
                        number: question.number,
                      },
                    }}
                  />
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
