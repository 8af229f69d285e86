'use client';

import { LoadFailed } from '@/components/practice/LoadFailed';
import { PracticeQuestion, formatAnswer } from '@/components/practice/PracticeQuestion';
import { fromBank } from '@/components/practice/questionContent';
import type { BankState } from '@/components/practice/useExamBanks';
import type { NotebookItem } from '@/lib/practice/engine/notebook';
import { dueIn } from '@/lib/practice/engine/schedule';
import { reportAbout, type SupportContacts } from '@/lib/practice/engine/reportMessage';
import type { IndexEntry } from '@/lib/practice/model/bank';
import styles from './MistakeNotebook.module.css';

type NotebookCardProps = {
  item: NotebookItem;
  known: IndexEntry;
  bank: BankState | undefined;
  support: SupportContacts;
  now: number;
  onRetry: () => void;
  onChecked: (answer: string, correct: boolean) => void;
  onRemove: () => void;
};

/** One question of the notebook: what went wrong, a retry with feedback, the key and explanation. */
export function NotebookCard({ item, known, bank, support, now, onRetry, onChecked, onRemove }: NotebookCardProps) {
  const loaded = typeof bank === 'object' ? bank : undefined;
  const found = loaded?.questions.find((candidate) => candidate.ref === item.ref);
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
      ) : !loaded || !found ? (
        <p>{bank === 'loading' || bank === undefined ? 'Loading the question…' : 'This question is no longer on the site.'}</p>
      ) : (
        <PracticeQuestion
          question={fromBank(found, loaded.passages)}
          keyOf={known.question.key}
          mode={{ kind: 'retry', onChecked, reveal: true }}
          level={3}
          questionRef={found.ref}
          report={{ support, about: reportAbout(known), answer: mistake.answer }}
          before={
            <p className={styles.yourAnswer}>
              In {mistake.source === 'drill' ? 'the drill' : 'the test'} {yourAnswer}.
              {item.lastRetry && ` Last retry: ${item.lastRetry.correct ? 'right' : 'wrong'}.`}
            </p>
          }
        />
      )}
      <p className={styles.cardActions}>
        <button type="button" className="button button-outline" onClick={onRemove}>
          Remove from notebook
        </button>
      </p>
    </article>
  );
}
