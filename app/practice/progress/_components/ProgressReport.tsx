'use client';

import { useMemo } from 'react';
import { LoadFailed } from '@/components/progress/LoadFailed';
import { useProgress, type ProgressData } from '@/components/progress/useProgress';
import { ScrollTable, ColumnHeads } from '@/components/ui/ScrollTable';
import Link from '@/components/ui/SiteLink';
import { formatScore } from '@/lib/practice/format';
import { accuracy, analyse, attemptRate, paceSeconds, secondsPerQuestion, type Figures, type TopicFigures } from '@/lib/progress/analysis';
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

function Pace({ figures }: { figures: Figures }) {
  const spent = secondsPerQuestion(figures);
  const pace = paceSeconds(figures);
  return (
    <>
      {formatSeconds(spent)} <span className={styles.muted}>(pace {formatSeconds(pace)})</span>
    </>
  );
}

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
        <h2 id="weakest-heading">Your three weakest topics</h2>
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
              <dd>{percent(accuracy(exam.figures))}</dd>
            </div>
            <div>
              <dt>Attempt rate</dt>
              <dd>{percent(attemptRate(exam.figures))}</dd>
            </div>
            <div>
              <dt>Time per question</dt>
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
        Accuracy counts right answers of those you answered; attempt rate, answered of those you saw; pace is the exam&rsquo;s own time per
        question (the test&rsquo;s duration over its questions). These are your figures only: the site keeps no other students&rsquo;
        scores, so it shows no percentile or rank.
      </p>
    </div>
  );
}

function TopicTable({ topics, caption, exam }: { topics: TopicFigures[]; caption: string; exam?: string }) {
  return (
    <ScrollTable label={caption}>
      <table className={styles.table}>
        <caption>{caption}, weakest first</caption>
        <ColumnHeads names={['Topic', 'Right', 'Accuracy', 'Time per question', 'Practise']} />
        <tbody>
          {topics.map((topic) => (
            <tr key={topic.topic}>
              <th scope="row">{topic.name}</th>
              <td>
                {topic.figures.correct} / {topic.figures.questions}
              </td>
              <td>{percent(accuracy(topic.figures))}</td>
              <td>
                <Pace figures={topic.figures} />
              </td>
              <td>
                <Link href={urls.topicDrill(topic.topic, exam)}>
                  Drill<span className="visually-hidden"> {topic.name}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
