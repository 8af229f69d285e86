'use client';

import { Countdown } from '@/components/practice/Countdown';
import { LoadFailed } from '@/components/practice/LoadFailed';
import { PracticeQuestion } from '@/components/practice/PracticeQuestion';
import { fromBank } from '@/components/practice/questionContent';
import { useExamBanks } from '@/components/practice/useExamBanks';
import type { ProgressData } from '@/components/practice/useProgress';
import Link from '@/components/ui/SiteLink';
import { reportAbout, type SupportContacts } from '@/lib/practice/engine/reportMessage';
import { scoreQuestion } from '@/lib/practice/engine/scoring';
import type { DrillAnswer, DrillRecord, RunningDrill } from '@/lib/practice/model/stored';
import { urls } from '@/lib/urls';
import styles from './TopicDrill.module.css';
import { useDrillRun } from './useDrillRun';

type DrillRunProps = { data: ProgressData; support: SupportContacts; initial: RunningDrill; topicName: string; onAgain: () => void };

/** The drill's questions one by one, each checked at once and explained, then the result. */
export function DrillRun({ data, support, initial, topicName, onAgain }: DrillRunProps) {
  const drill = useDrillRun(initial);
  const { refs, deadline } = drill.run;
  const { banks, retry } = useExamBanks(refs.map((ref) => data.lookup.get(ref)!.test.exam));

  if (drill.result) return <DrillResult data={data} record={drill.result} topicName={topicName} onAgain={onAgain} />;

  const ref = drill.ref;
  const known = data.lookup.get(ref)!;
  const bank = banks[known.test.exam];
  const question = typeof bank === 'object' ? bank.questions.find((candidate) => candidate.ref === ref) : undefined;

  return (
    <section className={styles.run} aria-labelledby="drill-progress">
      <div className={styles.bar}>
        <h2 id="drill-progress" className={styles.progress}>
          {topicName}: question {drill.current + 1} of {refs.length}
        </h2>
        {deadline !== null && <Countdown deadline={deadline} label="Time left:" onZero={() => drill.finish()} />}
      </div>
      {bank === 'failed' ? (
        <LoadFailed message="This question could not be loaded. Check your connection and try again." onRetry={retry} />
      ) : !question || typeof bank !== 'object' ? (
        <p role="status">Loading the question…</p>
      ) : (
        <PracticeQuestion
          key={ref}
          question={fromBank(question, bank.passages)}
          keyOf={known.question.key}
          mode={{ kind: 'retry', onChecked: (answer, _correct, timeMs) => drill.answer({ ref, answer, timeMs, at: Date.now() }) }}
          level={3}
          heading={
            <span className={styles.questionSource}>
              {known.test.title} · {known.section}
            </span>
          }
          questionRef={ref}
          report={{ support, about: reportAbout(known) }}
        />
      )}
      <p className={styles.actions}>
        {drill.answeredHere && !drill.last && (
          <button type="button" className="button button-primary" onClick={drill.next}>
            Next question
          </button>
        )}
        {drill.answeredHere && drill.last && (
          <button type="button" className="button button-primary" onClick={() => drill.finish()}>
            See your result
          </button>
        )}
        {!drill.answeredHere && (
          <button type="button" className="button button-outline" onClick={drill.skip}>
            Skip
          </button>
        )}
        <button type="button" className="button button-outline" onClick={() => drill.finish()}>
          End the drill
        </button>
      </p>
    </section>
  );
}

type DrillResultProps = { data: ProgressData; record: DrillRecord; topicName: string; onAgain: () => void };

function DrillResult({ data, record, topicName, onAgain }: DrillResultProps) {
  const { answers } = record;
  const right = answers.filter((answer) => isRight(data, answer)).length;
  return (
    <section className={styles.result} aria-labelledby="drill-result">
      <h2 id="drill-result" tabIndex={-1}>
        {topicName}: you got {right} of {answers.length} right
      </h2>
      <ol className={styles.outcomes}>
        {answers.map((answer, index) => (
          <li key={answer.ref}>
            Question {index + 1}: {answer.answer === null ? 'not answered' : isRight(data, answer) ? 'right' : 'wrong'}
          </li>
        ))}
      </ol>
      <p>{right < answers.length ? 'The questions you missed are in your mistake notebook, to retry tomorrow.' : 'A clean sheet.'}</p>
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

/** Scored as a test scores it (lib/practice/engine/scoring.ts): an empty answer is not an answer. */
function isRight(data: ProgressData, answer: DrillAnswer): boolean {
  const known = data.lookup.get(answer.ref);
  return known !== undefined && scoreQuestion(known.question.key, answer.answer).outcome === 'correct';
}
