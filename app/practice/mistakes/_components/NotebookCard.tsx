'use client';

import { RetryQuestion, formatAnswer } from '@/components/practice/RetryQuestion';
import { LoadFailed } from '@/components/practice/LoadFailed';
import { QuestionHtml } from '@/components/practice/QuestionHtml';
import type { BankState } from '@/components/practice/useExamBanks';
import type { NotebookItem } from '@/lib/practice/engine/notebook';
import { dueIn } from '@/lib/practice/engine/schedule';
import type { IndexEntry } from '@/lib/practice/model/bank';
import questionStyles from '@/components/practice/Question.module.css';
import styles from './MistakeNotebook.module.css';

type NotebookCardProps = {
  item: NotebookItem;
  known: IndexEntry;
  bank: BankState | undefined;
  now: number;
  onRetry: () => void;
  onChecked: (answer: string, correct: boolean) => void;
  onRemove: () => void;
};

/** One question of the notebook: what went wrong, a retry with feedback, the key and explanation. */
export function NotebookCard({ item, known, bank, now, onRetry, onChecked, onRemove }: NotebookCardProps) {
  const found = bank && typeof bank === 'object' ? bank.questions.find((candidate) => candidate.ref === item.ref) : undefined;
  const when = dueIn(item.review, now);
  const { mistake } = item;
  const yourAnswer =
    mistake.outcome === 'correct'
      ? `you answered ${formatAnswer(known.question.key, mistake.answer)} (right) and marked it for review`
      : mistake.outcome === 'skipped'
        ? 'you left it unanswered'
        : `you answered ${formatAnswer(known.question.key, mistake.answer)}`;
  return (
    <article className={styles.card}>
      <div className={styles.meta}>
        <h3 className={styles.cardTitle}>
          {known.test.title} · {known.section}
        </h3>
        <p className={styles.review} data-due={when === 'today' || undefined}>
          {when === 'mastered' ? 'Mastered' : when === 'today' ? 'Due today' : `Next review ${when}`}
          {item.misses > 1 ? ` · missed ${item.misses} times` : ''}
        </p>
      </div>
      {bank === 'failed' ? (
        <LoadFailed message="This question could not be loaded." onRetry={onRetry} />
      ) : !found ? (
        <p>{bank === 'loading' || bank === undefined ? 'Loading the question…' : 'This question is no longer on the site.'}</p>
      ) : (
        <>
          <RetryQuestion
            question={found}
            passage={found.passage && bank && typeof bank === 'object' ? bank.passages[found.passage] : undefined}
            keyOf={known.question.key}
            before={
              <p className={styles.yourAnswer}>
                In {mistake.source === 'drill' ? 'the drill' : 'the test'} {yourAnswer}.
                {item.lastRetry && ` Last retry: ${item.lastRetry.correct ? 'right' : 'wrong'}.`}
              </p>
            }
            onChecked={(answer, correct) => onChecked(answer, correct)}
          />
          <details className={styles.reveal}>
            <summary>Show the answer and explanation without retrying</summary>
            <p>
              <strong>Answer: {found.keyText}</strong>
            </p>
            <QuestionHtml html={found.explanation} className={questionStyles.content} />
          </details>
        </>
      )}
      <p className={styles.cardActions}>
        <button type="button" className="button button-outline" onClick={onRemove}>
          Remove from notebook
        </button>
      </p>
    </article>
  );
}
