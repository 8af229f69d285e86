'use client';

import type { ReactNode } from 'react';
import { formatAccuracy, formatAttemptRate, formatChange, formatScore, formatSpent, formatWhen } from '@/lib/practice/engine/format';
import type { QuestionScore } from '@/lib/practice/engine/scoring';
import type { PracticeProjection } from '@/lib/practice/model/shape';
import type { HistoryEntry } from '@/lib/practice/model/stored';
import { ColumnHeads, ScrollTable } from '@/components/ui/ScrollTable';
import { KeepProgressNote } from '@/components/practice/KeepProgressNote';
import { isMistake, wasOpened } from '@/lib/practice/engine/events';
import Link from '@/components/ui/SiteLink';
import { urls } from '@/lib/urls';
import { AttemptHistory } from './AttemptHistory';
import { RescoredNote } from './RescoredNote';
import styles from './ResultScreen.module.css';
import shared from './shared.module.css';
import type { Notice } from './usePracticeSession';

type ResultScreenProps = {
  test: PracticeProjection;
  entry: HistoryEntry;
  /** Each question's result in this attempt. */
  scores: Record<string, QuestionScore>;
  history: HistoryEntry[];
  notice: Notice | null;
  shareUrl: string;
  invitation: ReactNode;
  onReview: () => void;
  onRestart: () => void;
  onBack: () => void;
};

const SECTION_COLUMNS = ['Section', 'Score', 'Correct', 'Wrong', 'Skipped', 'Accuracy', 'Time'];

const OUTCOME_LABEL = { correct: 'Correct', wrong: 'Wrong', skipped: 'Skipped' } as const;

/** The score by the exam's marking, per section and in total, with time and earlier attempts. */
export function ResultScreen({
  test,
  entry,
  scores,
  history,
  notice,
  shareUrl,
  invitation,
  onReview,
  onRestart,
  onBack,
}: ResultScreenProps) {
  const earlier = history.filter((past) => past.startedAt < entry.startedAt);
  const last = earlier.at(-1);
  const best = earlier.reduce<number | null>((top, past) => (top === null || past.score > top ? past.score : top), null);
  // The questions this attempt adds to the mistake notebook, by the notebook's own rule: its
  // mistakes among the questions the student opened (one never opened is not a mistake).
  const opened = Object.keys(scores).filter((id) => entry.responses[id] && wasOpened(entry.responses[id]));
  const toNotebook = opened.filter((id) => isMistake({ outcome: scores[id].outcome, marked: entry.responses[id].marked })).length;
  const neverOpened = Object.keys(scores).length - opened.length;
  const share = `I scored ${formatScore(entry.score)}/${formatScore(entry.maxScore)} in the ${test.title} on Prep Gurus: a free ${test.examName} practice test under exam conditions, no sign-up. ${shareUrl}`;

  return (
    <section className={styles.result} aria-labelledby="practice-result-heading">
      <h2 id="practice-result-heading" tabIndex={-1} data-screen-heading>
        Your result
      </h2>
      {(notice === 'expired-away' || notice === 'time-up' || entry.endReason === 'time') && (
        <p className={shared.notice} role="status">
          {notice === 'expired-away'
            ? 'Time ran out while you were away, so the test was submitted with the answers you had saved.'
            : 'Time is up: the test was submitted with the answers you had saved.'}
        </p>
      )}
      <p className={shared.muted}>
        Taken {formatWhen(entry.startedAt)}
        {entry.compensatoryMinutesPerHour !== undefined &&
          `, with compensatory time (${entry.compensatoryMinutesPerHour} minutes for each hour of the paper)`}
        {entry.onPaper && ', on paper (answers entered after; no time per question)'}
      </p>

      <div className={styles.scoreCard}>
        <p className={styles.scoreValue}>
          <span className="visually-hidden">Score: </span>
          <strong data-testid="total-score">{formatScore(entry.score)}</strong> / {formatScore(entry.maxScore)}
        </p>
        {entry.rescored && (
          <p data-testid="rescored">
            Your score was <RescoredNote rescored={entry.rescored} />; it was first saved as {formatScore(entry.rescored.previousScore)}.
          </p>
        )}
        <dl className={styles.stats}>
          {[
            { label: 'Correct', value: String(entry.correct), id: 'correct' },
            { label: 'Wrong', value: String(entry.wrong), id: 'wrong' },
            { label: 'Skipped', value: String(entry.skipped), id: 'skipped' },
            { label: 'Accuracy', value: formatAccuracy(entry), id: 'accuracy' },
            { label: 'Attempt rate', value: formatAttemptRate(entry), id: 'attempt-rate' },
            { label: 'Time taken', value: formatSpent(entry.submittedAt - entry.startedAt), id: 'time' },
          ].map((stat) => (
            <div key={stat.id}>
              <dt>{stat.label}</dt>
              <dd data-testid={stat.id}>{stat.value}</dd>
            </div>
          ))}
        </dl>
        {last && (
          <p>
            Since your previous attempt: <strong>{formatChange(entry.score - last.score)}</strong>
            {best !== null && <> · your best before this: {formatScore(best)}</>}
          </p>
        )}
      </div>

      <div className={styles.resultActions}>
        <button type="button" className="button button-primary" onClick={onReview}>
          Review answers
        </button>
        <a
          className="button button-outline"
          href={`https://wa.me/?text=${encodeURIComponent(share)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="button button-outline" onClick={onRestart}>
          Start a new attempt
        </button>
        <button type="button" className="button button-outline" onClick={onBack}>
          Instructions and past attempts
        </button>
      </div>

      <div className={styles.next}>
        <p>
          {toNotebook === 0
            ? 'No mistakes to collect from this attempt.'
            : `${toNotebook} question${toNotebook === 1 ? '' : 's'} you got wrong, skipped or marked ${toNotebook === 1 ? 'is' : 'are'} now in your mistake notebook, to retry until ${toNotebook === 1 ? 'it sticks' : 'they stick'}.`}
          {neverOpened > 0 &&
            ` The ${neverOpened} question${neverOpened === 1 ? '' : 's'} you did not open ${neverOpened === 1 ? 'stays' : 'stay'} out of it: try ${neverOpened === 1 ? 'it' : 'them'} in a new attempt.`}
        </p>
        <p className={styles.nextLinks}>
          <Link href={urls.mistakes}>Open the mistake notebook</Link>
          <Link href={urls.progress}>See your progress and weakest topics</Link>
          <Link href={urls.topics}>Drill a topic</Link>
        </p>
        <KeepProgressNote className={styles.keep} />
      </div>

      {/* Explicit roles keep it a table for screen readers when phones stack its rows (CSS display
          changes can drop a table's semantics); each cell's data-label is its column shown beside it. */}
      <table className={`data-table cards-on-phone ${styles.sections}`} role="table">
        <caption>Score by section</caption>
        <ColumnHeads names={SECTION_COLUMNS} roles />
        <tbody role="rowgroup">
          {entry.sections.map((section) => (
            <tr key={section.id} role="row">
              <th scope="row" role="rowheader">
                {section.name}
              </th>
              {[
                `${formatScore(section.score)} / ${formatScore(section.maxScore)}`,
                String(section.correct),
                String(section.wrong),
                String(section.skipped),
                formatAccuracy(section),
                entry.onPaper ? 'On paper' : formatSpent(section.timeMs),
              ].map((value, index) => (
                <td key={SECTION_COLUMNS[index + 1]} role="cell" data-label={SECTION_COLUMNS[index + 1]}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      {!entry.onPaper && (
        <details className={shared.details}>
          <summary>Time spent on each question</summary>
          {/* Three narrow columns, the section as a heading row over its questions (not a column
            repeating it on every row): the table fits a 320 px phone, nothing hidden to the side. */}
          <ScrollTable label="Time per question">
            <table className={`data-table ${styles.times}`}>
              <caption className="visually-hidden">Time spent on each question</caption>
              <thead>
                <tr>
                  {['Question', 'Result', 'Time'].map((name) => (
                    <th key={name} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              {test.sections.map((section) => (
                <tbody key={section.id}>
                  {test.sections.length > 1 && (
                    <tr>
                      <th scope="colgroup" colSpan={3} className={styles.timesSection}>
                        {section.name}
                      </th>
                    </tr>
                  )}
                  {section.questions.map((question) => (
                    <tr key={question.id}>
                      <th scope="row">{question.number}</th>
                      <td>{OUTCOME_LABEL[scores[question.id].outcome]}</td>
                      <td>{formatSpent(entry.responses[question.id]?.timeMs ?? 0)}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </ScrollTable>
        </details>
      )}

      {history.length > 1 && <AttemptHistory history={history} current={entry} version={test.version} />}

      {invitation}
    </section>
  );
}
