'use client';

import { useMemo } from 'react';
import { LoadFailed } from '@/components/practice/LoadFailed';
import { ColumnHeads } from '@/components/ui/ScrollTable';
import { useProgress, type ProgressData } from '@/components/practice/useProgress';
import Link from '@/components/ui/SiteLink';
import { formatScore } from '@/lib/practice/engine/format';
import {
  accuracy,
  analyse,
  attemptRate,
  paceSeconds,
  secondsPerQuestion,
  type Figures,
  type TopicFigures,
} from '@/lib/practice/engine/analysis';
import { urls } from '@/lib/urls';
import { TrendChart } from './TrendChart';
import styles from './ProgressReport.module.css';

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** 75 → "1 min 15 s"; 42 → "42 s". */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min${whole % 60 ? ` ${whole % 60} s` : ''}` : `${whole} s`;
}

/** The student's own time per question, with the exam's allowance beside it for comparison. */
function Pace({ figures }: { figures: Figures }) {
  return (
    <>
      {formatSeconds(secondsPerQuestion(figures))}{' '}
      <span className={styles.detail}>the exam allows {formatSeconds(paceSeconds(figures))}</span>
    </>
  );
}

/** "1 right of 3 answered": the count a percentage is made of, in words. */
const ofWhich = (part: number, whole: number, partName: string, wholeName: string) => `${part} ${partName} of ${whole} ${wholeName}`;

const COUNT_WORDS = ['', '', 'two', 'three'];
/** "Your weakest topic", "Your two weakest topics": the heading counts what it lists. */
export const weakestHeading = (count: number) =>
  count === 1 ? 'Your weakest topic' : count > 1 ? `Your ${COUNT_WORDS[count] ?? count} weakest topics` : 'Your weakest topics';

/**
 * "How am I doing?" from this device's attempts and drills: the three weakest topics with a drill
 * for each, then per exam its figures, trend and topics. Only the student's own figures; the site
 * has no other students' data, so it shows no percentile or rank.
 */
export function ProgressReport() {
  const progress = useProgress();
  if (progress.status === 'loading') return <p role="status">Adding up your attempts…</p>;
  if (progress.status === 'failed')
    return (
      <LoadFailed
        message="Your analysis could not be prepared: the list of questions did not load. Check your connection and try again."
        onRetry={progress.retry}
      />
    );
  return <Report data={progress} />;
}

function Report({ data }: { data: ProgressData }) {
  const analysis = useMemo(() => analyse(data.index, data.snapshot.histories, data.events), [data]);
  if (analysis.exams.length === 0 && analysis.topics.length === 0)
    return (
      <div className={styles.empty}>
        <h2>Nothing to analyse yet</h2>
        <p>Finish a practice test or a topic drill on this device and your accuracy, pace and weakest topics appear here.</p>
        <p>
          <Link href={urls.practice} className="button button-primary">
            Take a practice test
          </Link>
        </p>
      </div>
    );
  return (
    <div className={styles.report}>
      <section aria-labelledby="weakest-heading" className={styles.weakest}>
        <h2 id="weakest-heading">{weakestHeading(analysis.weakest.length)}</h2>
        {analysis.weakest.length === 0 ? (
          <p>Answer at least 3 questions of a topic to see how it compares. Every test and drill adds to this.</p>
        ) : (
          <ol className={styles.weakList}>
            {analysis.weakest.map((topic) => (
              <li key={topic.topic}>
                <span>
                  <strong>{topic.name}</strong>: {percent(accuracy(topic.figures))} right of {topic.figures.answered} answered
                </span>
                <Link href={urls.topicDrill(topic.topic)} className="button button-primary">
                  Drill {topic.name.toLowerCase()}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
      {analysis.exams.map((exam) => (
        <section key={exam.exam} aria-labelledby={`exam-${exam.exam}`} className={styles.exam}>
          <h2 id={`exam-${exam.exam}`}>{exam.name}</h2>
          <dl className={styles.figures}>
            <div>
              <dt>Tests taken</dt>
              <dd>{exam.attempts}</dd>
            </div>
            <div>
              <dt>Accuracy</dt>
              <dd>
                {percent(accuracy(exam.figures))}{' '}
                <span className={styles.detail}>{ofWhich(exam.figures.correct, exam.figures.answered, 'right', 'answered')}</span>
              </dd>
            </div>
            <div>
              <dt>Attempt rate</dt>
              <dd>
                {percent(attemptRate(exam.figures))}{' '}
                <span className={styles.detail}>{ofWhich(exam.figures.answered, exam.figures.questions, 'answered', 'questions')}</span>
              </dd>
            </div>
            <div>
              <dt>Your time per question</dt>
              <dd>
                <Pace figures={exam.figures} />
              </dd>
            </div>
          </dl>
          <TrendChart points={exam.trend} examName={exam.name} />
          <details className={styles.points}>
            <summary>Scores of each attempt</summary>
            <ol>
              {exam.trend.map((point) => (
                <li key={point.at}>
                  {new Date(point.at).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' })}, {point.title}:{' '}
                  {formatScore(point.score)} / {formatScore(point.maxScore)} ({point.percent}%)
                </li>
              ))}
            </ol>
          </details>
          <TopicTable topics={exam.topics} caption={`${exam.name} by topic`} exam={exam.exam} />
        </section>
      ))}
      <section aria-labelledby="all-topics-heading" className={styles.exam}>
        <h2 id="all-topics-heading">Every topic, tests and drills together</h2>
        <TopicTable topics={analysis.topics} caption="All exams by topic" />
      </section>
      <p className={styles.muted}>
        Accuracy is the share of your answers that were right (questions left unanswered do not count); attempt rate, the share of the
        questions you answered. Your time per question is the time you spent over all the questions, answered or not; the exam allows its
        duration over its number of questions
        {data.events.some((event) => event.compensatoryMinutesPerHour) &&
          ', stretched by the compensatory time where you chose it for an attempt'}
        . These are your figures only: the site keeps no other students&rsquo; scores, so it shows no percentile or rank.
      </p>
    </div>
  );
}

const TOPIC_COLUMNS = ['Topic', 'Answered', 'Right', 'Accuracy', 'Your time per question', 'Practise'];

/**
 * A topic's figures, weakest first. From 40rem a table; on phones each topic is a card of labelled
 * figures (data-label), so no column is hidden to the side. Explicit roles keep it a table for
 * screen readers when the phone's layout changes its display.
 */
function TopicTable({ topics, caption, exam }: { topics: TopicFigures[]; caption: string; exam?: string }) {
  return (
    <table className={`cards-on-phone ${styles.table}`} role="table">
      <caption>{caption}, weakest first</caption>
      <ColumnHeads names={TOPIC_COLUMNS} roles />
      <tbody role="rowgroup">
        {topics.map(({ topic, name, figures }) => (
          <tr key={topic} role="row">
            <th scope="row" role="rowheader">
              {name}
            </th>
            <td role="cell" data-label="Answered">
              {figures.answered} of {figures.questions}
            </td>
            <td role="cell" data-label="Right">
              {figures.correct}
            </td>
            <td role="cell" data-label="Accuracy">
              {percent(accuracy(figures))}
            </td>
            <td role="cell" data-label="Your time per question">
              <Pace figures={figures} />
            </td>
            <td role="cell" data-label="Practise">
              <Link href={urls.topicDrill(topic, exam)}>
                Drill<span className="visually-hidden"> {name}</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
