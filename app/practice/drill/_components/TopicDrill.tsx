'use client';

import { useEffect, useState } from 'react';
import { LoadFailed } from '@/components/practice/LoadFailed';
import { useProgress, type ProgressData } from '@/components/practice/useProgress';
import Link from '@/components/ui/SiteLink';
import { drillPool, markSeen, pickDrill, topicPool } from '@/lib/practice/engine/drills';
import { startDrill } from '@/lib/practice/engine/drillSession';
import type { RunningDrill } from '@/lib/practice/model/stored';
import { saveRunningDrill } from '@/lib/practice/store/drillRun';
import { banksOnThisDevice } from '@/lib/practice/store/fetchBank';
import { loadDrills, saveDrills } from '@/lib/practice/store/snapshot';
import { urls } from '@/lib/urls';
import type { SupportContacts } from '@/lib/practice/engine/reportMessage';
import { DrillRun } from './DrillRun';
import { ResumeOffer, useUnfinishedDrill } from './ResumeOffer';
import styles from './TopicDrill.module.css';

type ExamCount = { exam: string; examName: string; questions: number };

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
 * pool without repeats until it is used up (lib/practice/engine/drills.ts); each answer is saved on this
 * device as it is given (a drill left halfway is offered for resuming), and the questions missed
 * join the mistake notebook at once. One page serves every topic (the
 * topic is in the address's query), so one saved file works offline for all of them.
 */
/** `support`: where "Report a problem with this question" sends (content/site.json). */
export function TopicDrill({ support }: { support: SupportContacts }) {
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
      support={support}
      initialScope={exams.some((count) => count.exam === query.exam) ? query.exam! : exams.length === 1 ? exams[0].exam : 'all'}
    />
  );
}

type DrillSetupProps = {
  topic: { id: string; name: string };
  exams: ExamCount[];
  data: ProgressData;
  support: SupportContacts;
  initialScope: string;
};

function DrillSetup({ topic, exams, data, support, initialScope }: DrillSetupProps) {
  const [scope, setScope] = useState<string>(initialScope);
  const [timed, setTimed] = useState(false);
  const [running, setRunning] = useState<RunningDrill | null>(null);
  const [offlineNotice, setOfflineNotice] = useState(false);
  const unfinished = useUnfinishedDrill(topic.id, data);

  if (running) return <DrillRun data={data} support={support} initial={running} topicName={topic.name} onAgain={() => setRunning(null)} />;

  const start = async () => {
    const exam = scope === 'all' ? null : scope;
    const inScope = exam === null ? exams.map((count) => count.exam) : [exam];
    // Offline, only the exams whose questions this device has saved (an exam saved for offline
    // use, or tests opened before) can serve a drill.
    const saved = await banksOnThisDevice(inScope);
    if (saved.length === 0) {
      setOfflineNotice(true);
      return;
    }
    setOfflineNotice(false);
    const pool = topicPool(data.index, topic.id, exam).filter((ref) => saved.includes(data.lookup.get(ref)!.test.exam));
    const drills = loadDrills();
    const key = drillPool(topic.id, exam);
    const { refs, seen } = pickDrill(pool, drills.seen[key] ?? []);
    const paceSeconds = refs.reduce((sum, ref) => sum + data.lookup.get(ref)!.test.secondsPerQuestion, 0);
    const run = startDrill({ refs, topic: topic.id, exams: saved, timed, paceSeconds }, Date.now());
    // Questions seen of exams left out offline stay seen.
    const elsewhere = (drills.seen[key] ?? []).filter((ref) => !pool.includes(ref));
    saveDrills(markSeen(drills, key, [...elsewhere, ...seen]));
    // Saved at once, so leaving before the first answer still offers it; it replaces a drill left
    // unfinished, whose answers are in the history already.
    saveRunningDrill(run);
    setRunning(run);
  };

  const total = exams.reduce((sum, count) => sum + count.questions, 0);
  return (
    <>
      <ResumeOffer unfinished={unfinished} onResume={setRunning} />
      <form
        className={styles.setup}
        onSubmit={(event) => {
          event.preventDefault();
          void start();
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
        <div role="alert">
          {offlineNotice && (
            <p className={styles.notice}>
              You are offline, and no {topic.name} questions of {scope === 'all' ? 'these exams' : 'this exam'} are saved on this device.
              Connect to the internet, or save an exam&rsquo;s tests for offline use on the <Link href={urls.practice}>practice page</Link>{' '}
              next time you are online.
            </p>
          )}
        </div>
      </form>
    </>
  );
}
