'use client';

import { useEffect, useState } from 'react';
import { Countdown } from '@/components/progress/Countdown';
import { LoadFailed } from '@/components/progress/LoadFailed';
import { RetryQuestion } from '@/components/progress/RetryQuestion';
import { useExamBanks } from '@/components/progress/useExamBanks';
import { useProgress, type ProgressData } from '@/components/progress/useProgress';
import Link from '@/components/ui/SiteLink';
import { addDrill, drillPool, markSeen, pickDrill, topicPool, type DrillAnswer, type DrillRecord } from '@/lib/progress/drills';
import { scoreQuestion } from '@/lib/practice/scoring';
import { loadDrills, saveDrills } from '@/lib/progress/store';
import type { QuestionRef } from '@/lib/progress/types';
import { urls } from '@/lib/urls';
import styles from './TopicDrill.module.css';

type ExamCount = { exam: string; examName: string; questions: number };

type Running = { refs: QuestionRef[]; record: DrillRecord; deadline: number | null };

/** The topic and exam a drill address asks for: /practice/drill?topic=percentages&exam=cat. */
function readQuery(): { topic: string | null; exam: string | null } {
  const query = new URLSearchParams(window.location.search);
  return { topic: query.get('topic'), exam: query.get('exam') };
}

/** How many questions of a topic each exam has, from the bank's index. */
function countsOf(data: ProgressData, topic: string): ExamCount[] {
  return data.index.exams
    .map((exam) => ({ exam: exam.id, examName: exam.name, questions: topicPool(data.index, topic, exam.id).length }))
    .filter((count) => count.questions > 0);
}

/**
 * A drill of one topic: choose the exam (or all of them) and untimed or timed at the exam's own
 * pace, then ten questions one by one, each checked at once and explained. Questions come from the
 * pool without repeats until it is used up (lib/progress/drills.ts); the drill is saved on this
 * device, and the questions missed join the mistake notebook. One page serves every topic (the
 * topic is in the address's query), so one saved file works offline for all of them.
 */
export function TopicDrill() {
  const progress = useProgress();
  const [query, setQuery] = useState<{ topic: string | null; exam: string | null } | null>(null);
  useEffect(() => {
    // The query exists only in the browser (the page is one static file for every topic).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(readQuery());
  }, []);

  if (progress.status === 'failed')
    return <LoadFailed message="The questions could not be loaded. Check your connection and try again." onRetry={progress.retry} />;
  if (progress.status === 'loading' || query === null) return <p role="status">Loading the drill…</p>;
  const topic = progress.index.topics.find((candidate) => candidate.id === query.topic);
  const exams = topic ? countsOf(progress, topic.id) : [];
  if (!topic || exams.length === 0)
    return (
      <div role="alert" className={styles.notice}>
        <p>There is no drill for this address. Choose a topic from the list.</p>
        <Link href={urls.topics} className="button button-primary">
          All topics
        </Link>
      </div>
    );
  return (
    <DrillSetup
      key={topic.id}
      topic={topic}
      exams={exams}
      data={progress}
      initialScope={exams.some((count) => count.exam === query.exam) ? query.exam! : exams.length === 1 ? exams[0].exam : 'all'}
    />
  );
}

type DrillSetupProps = { topic: { id: string; name: string }; exams: ExamCount[]; data: ProgressData; initialScope: string };

function DrillSetup({ topic, exams, data, initialScope }: DrillSetupProps) {
  const [scope, setScope] = useState<string>(initialScope);
  const [timed, setTimed] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);

  if (running) return <DrillRun data={data} running={running} topicName={topic.name} onAgain={() => setRunning(null)} />;

  const start = () => {
    const exam = scope === 'all' ? null : scope;
    const pool = topicPool(data.index, topic.id, exam);
    const drills = loadDrills();
    const key = drillPool(topic.id, exam);
    const { refs, seen } = pickDrill(pool, drills.seen[key] ?? []);
    const paceSeconds = refs.reduce((sum, ref) => sum + data.lookup.get(ref)!.test.secondsPerQuestion, 0);
    const now = Date.now();
    const record: DrillRecord = {
      startedAt: now,
      topic: topic.id,
      exams: exam === null ? exams.map((count) => count.exam) : [exam],
      timed,
      answers: [],
    };
    saveDrills(markSeen(drills, key, seen));
    setRunning({ refs, record, deadline: timed ? now + Math.round(paceSeconds) * 1000 : null });
  };

  const total = exams.reduce((sum, count) => sum + count.questions, 0);
  return (
    <form
      className={styles.setup}
      onSubmit={(event) => {
        event.preventDefault();
        start();
      }}
    >
      <h2 className={styles.topicName}>{topic.name}</h2>
      <fieldset className={styles.choices}>
        <legend>Questions from</legend>
        {exams.length > 1 && (
          <label className={styles.choice}>
            <input type="radio" name="scope" value="all" checked={scope === 'all'} onChange={() => setScope('all')} />
            All exams <span className={styles.count}>({total})</span>
          </label>
        )}
        {exams.map((count) => (
          <label key={count.exam} className={styles.choice}>
            <input type="radio" name="scope" value={count.exam} checked={scope === count.exam} onChange={() => setScope(count.exam)} />
            {count.examName} <span className={styles.count}>({count.questions})</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>Time</legend>
        <label className={styles.choice}>
          <input type="radio" name="timed" checked={!timed} onChange={() => setTimed(false)} />
          Untimed
        </label>
        <label className={styles.choice}>
          <input type="radio" name="timed" checked={timed} onChange={() => setTimed(true)} />
          Timed at the exam&rsquo;s pace
        </label>
      </fieldset>
      <button type="submit" className="button button-primary">
        Start the drill
      </button>
    </form>
  );
}

type DrillRunProps = { data: ProgressData; running: Running; topicName: string; onAgain: () => void };

function DrillRun({ data, running, topicName, onAgain }: DrillRunProps) {
  const { refs, deadline } = running;
  const [answers, setAnswers] = useState<DrillAnswer[]>([]);
  const [current, setCurrent] = useState(0);
  const [finished, setFinished] = useState(false);
  const { banks, retry } = useExamBanks(refs.map((ref) => data.lookup.get(ref)!.test.exam));

  const finish = (given: DrillAnswer[]) => {
    if (finished) return;
    const now = Date.now();
    // Questions not reached before time ran out count as skipped.
    const answered = new Set(given.map((answer) => answer.ref));
    const all = [...given, ...refs.filter((ref) => !answered.has(ref)).map((ref) => ({ ref, answer: null, timeMs: 0, at: now }))];
    setAnswers(all);
    setFinished(true);
    saveDrills(addDrill(loadDrills(), { ...running.record, answers: all }));
  };

  if (finished) {
    const right = answers.filter((answer) => isRight(data, answer)).length;
    return (
      <section className={styles.result} aria-labelledby="drill-result">
        <h2 id="drill-result" tabIndex={-1}>
          {topicName}: you got {right} of {refs.length} right
        </h2>
        <ol className={styles.outcomes}>
          {answers.map((answer, index) => (
            <li key={answer.ref}>
              Question {index + 1}: {answer.answer === null ? 'not answered' : isRight(data, answer) ? 'right' : 'wrong'}
            </li>
          ))}
        </ol>
        <p>{right < refs.length ? 'The questions you missed are in your mistake notebook, to retry tomorrow.' : 'A clean sheet.'}</p>
        <p className={styles.actions}>
          <button type="button" className="button button-primary" onClick={onAgain}>
            Drill again
          </button>
          <Link href={urls.mistakes} className="button button-outline">
            Open the mistake notebook
          </Link>
          <Link href={urls.topics} className="button button-outline">
            All topics
          </Link>
        </p>
      </section>
    );
  }

  const ref = refs[current];
  const known = data.lookup.get(ref)!;
  const bank = banks[known.test.exam];
  const question = typeof bank === 'object' ? bank.questions.find((candidate) => candidate.ref === ref) : undefined;
  const answeredHere = answers.some((answer) => answer.ref === ref);
  const last = current === refs.length - 1;

  return (
    <section className={styles.run} aria-labelledby="drill-progress">
      <div className={styles.bar}>
        <h2 id="drill-progress" className={styles.progress}>
          {topicName}: question {current + 1} of {refs.length}
        </h2>
        {deadline !== null && <Countdown deadline={deadline} onEnd={() => finish(answers)} />}
      </div>
      {bank === 'failed' ? (
        <LoadFailed message="This question could not be loaded. Check your connection and try again." onRetry={retry} />
      ) : !question || typeof bank !== 'object' ? (
        <p role="status">Loading the question…</p>
      ) : (
        <RetryQuestion
          key={ref}
          question={question}
          passage={question.passage ? bank.passages[question.passage] : undefined}
          keyOf={known.question.key}
          heading={`${known.test.title} · ${known.section}`}
          onChecked={(answer, _correct, timeMs) => setAnswers((current) => [...current, { ref, answer, timeMs, at: Date.now() }])}
        />
      )}
      <p className={styles.actions}>
        {answeredHere && !last && (
          <button type="button" className="button button-primary" onClick={() => setCurrent((index) => index + 1)}>
            Next question
          </button>
        )}
        {answeredHere && last && (
          <button type="button" className="button button-primary" onClick={() => finish(answers)}>
            See your result
          </button>
        )}
        {!answeredHere && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              const skipped = [...answers, { ref, answer: null, timeMs: 0, at: Date.now() }];
              setAnswers(skipped);
              if (last) finish(skipped);
              else setCurrent((index) => index + 1);
            }}
          >
            Skip
          </button>
        )}
        <button type="button" className="button button-outline" onClick={() => finish(answers)}>
          End the drill
        </button>
      </p>
    </section>
  );
}

/** Scored as a test scores it (lib/practice/scoring.ts): an empty answer is not an answer. */
function isRight(data: ProgressData, answer: DrillAnswer): boolean {
  const known = data.lookup.get(answer.ref);
  return known !== undefined && scoreQuestion(known.question.key, answer.answer).outcome === 'correct';
}
