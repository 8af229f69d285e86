'use client';

import { useState } from 'react';
import type { ProgressData } from '@/components/practice/useProgress';
import { answeredLabel, clearRunningDrill, loadRunningDrill, type RunningDrill } from '@/lib/practice/store/drillRun';
import styles from './TopicDrill.module.css';

export type Unfinished = { kind: 'none' } | { kind: 'resumable'; run: RunningDrill } | { kind: 'set-aside' };

/**
 * The topic's drill in progress, read once when the drill page opens (it renders only in the
 * browser, after the question bank has loaded). A save that does not read, or whose questions are
 * no longer all on the site, is removed and reported: its answers are in the history already.
 */
export function useUnfinishedDrill(topic: string, data: ProgressData): Unfinished {
  const [unfinished] = useState<Unfinished>(() => {
    const loaded = loadRunningDrill(topic);
    if (loaded.kind === 'none') return { kind: 'none' };
    if (loaded.kind === 'ok' && loaded.run.refs.every((ref) => data.lookup.get(ref) !== undefined))
      return { kind: 'resumable', run: loaded.run };
    clearRunningDrill(topic);
    return { kind: 'set-aside' };
  });
  return unfinished;
}

/** "Resume your drill (4 of 10 answered)" above the drill's choices, or a note that a save was set aside. */
export function ResumeOffer({ unfinished, onResume }: { unfinished: Unfinished; onResume: (run: RunningDrill) => void }) {
  if (unfinished.kind === 'none') return null;
  if (unfinished.kind === 'set-aside')
    return (
      <div role="status" className={`${styles.notice} ${styles.resume}`}>
        <p>
          The drill you left unfinished could not be resumed, so it was set aside. The answers you gave are kept in your mistake notebook
          and your progress. Start a new drill below.
        </p>
      </div>
    );
  const { run } = unfinished;
  return (
    <section className={`${styles.notice} ${styles.resume}`} aria-labelledby="drill-unfinished">
      <h2 id="drill-unfinished" className={styles.noticeHeading}>
        You have an unfinished drill
      </h2>
      <p>
        You left it with {answeredLabel(run)}. Your answers so far are saved and already count in your mistake notebook and your progress.
        Go on where you left off, or start afresh below.
      </p>
      <p className={styles.actions}>
        <button type="button" className="button button-primary" onClick={() => onResume(run)}>
          Resume your drill ({answeredLabel(run)})
        </button>
      </p>
    </section>
  );
}
