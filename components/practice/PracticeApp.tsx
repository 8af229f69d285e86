'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/Modal';
import type { TestMeta } from '@/lib/practice/attempt';
import { formatScore, formatWhen } from '@/lib/practice/format';
import { accuracy, type Keys } from '@/lib/practice/scoring';
import type { TestView } from '@/lib/practice/view';
import styles from './Practice.module.css';
import { ResultScreen } from './ResultScreen';
import { ReviewScreen } from './ReviewScreen';
import { TestScreen } from './TestScreen';
import { usePracticeSession, type Notice } from './usePracticeSession';

type PracticeAppProps = {
  view: TestView;
  meta: TestMeta;
  keys: Keys;
  /** The instructions screen's facts and rules, rendered at build time. */
  instructions: ReactNode;
  /** The closing invitation to enrol, shown under a result. */
  invitation: ReactNode;
  /** The test's public address, for sharing a score. */
  shareUrl: string;
};

const INTRO_NOTICES: Partial<Record<Notice, string>> = {
  corrupt: 'The attempt saved on this device could not be read, so it has been set aside. You can start the test afresh.',
  outdated:
    'This test has been updated since your saved attempt (a question was changed or removed), so that attempt cannot be resumed. You can start the test afresh.',
  unavailable:
    'This browser is not letting the site save anything (a private window or blocked storage). You can take the test, but a reload will lose your answers and no score will be kept.',
};

/**
 * A practice test from instructions to review, on the device alone: no sign-up, nothing sent
 * anywhere. The static page shows the instructions; this island takes over from there.
 */
export function PracticeApp({ view, meta, keys, instructions, invitation, shareUrl }: PracticeAppProps) {
  const { session, act, start, tick, showReview, showResult, backToIntro, forgetHistory, dismissNotice } = usePracticeSession(meta, keys);
  const [confirmClear, setConfirmClear] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const { screen, attempt, history, shown, notice } = session;

  // Each new screen starts at its top with the focus on its heading.
  const lastScreen = useRef(screen);
  useEffect(() => {
    if (lastScreen.current === screen) return;
    const from = lastScreen.current;
    lastScreen.current = screen;
    if (from === 'loading' && screen === 'intro') return;
    rootRef.current?.scrollIntoView({ block: 'start' });
    rootRef.current?.querySelector<HTMLElement>('[data-screen-heading]')?.focus({ preventScroll: true });
  }, [screen]);

  if (screen === 'test' && attempt) {
    return (
      <div ref={rootRef} className={styles.app} data-screen="test">
        <TestScreen
          view={view}
          meta={meta}
          attempt={attempt}
          notice={notice}
          closedSection={session.closedSection}
          act={act}
          tick={tick}
          dismissNotice={dismissNotice}
        />
      </div>
    );
  }

  if (screen === 'result' && shown) {
    return (
      <div ref={rootRef} className={styles.app} data-screen="result">
        <ResultScreen
          view={view}
          meta={meta}
          keys={keys}
          entry={shown}
          history={history}
          notice={notice}
          shareUrl={shareUrl}
          invitation={invitation}
          onReview={() => showReview(shown)}
          onRestart={start}
          onBack={backToIntro}
        />
      </div>
    );
  }

  if (screen === 'review' && shown) {
    return (
      <div ref={rootRef} className={styles.app} data-screen="review">
        <ReviewScreen view={view} meta={meta} keys={keys} entry={shown} onBack={() => showResult(shown)} />
      </div>
    );
  }

  const introNotice = notice ? INTRO_NOTICES[notice] : undefined;
  return (
    <div ref={rootRef} className={styles.app} data-screen={screen}>
      <h2 id="practice-intro-heading" tabIndex={-1} data-screen-heading>
        Before you start
      </h2>
      {introNotice && (
        <div className={styles.notice} role="alert">
          <p>{introNotice}</p>
        </div>
      )}
      {instructions}
      <div className={styles.startRow}>
        <button type="button" className="button button-accent" onClick={start} disabled={screen === 'loading'}>
          {history.length ? 'Start a new attempt' : 'Start the test'}
        </button>
        <p className={styles.muted}>The clock starts when you press Start. Your answers stay on this device.</p>
      </div>

      {history.length > 0 && (
        <section aria-labelledby="practice-history-heading" className={styles.history}>
          <h2 id="practice-history-heading">Your attempts on this device</h2>
          <div className="table-scroll" role="region" aria-label="Past attempts" tabIndex={0}>
            <table className="data-table">
              <caption className="visually-hidden">Past attempts</caption>
              <thead>
                <tr>
                  <th scope="col">Taken</th>
                  <th scope="col">Score</th>
                  <th scope="col">Accuracy</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {[...history].reverse().map((entry) => (
                  <tr key={entry.startedAt}>
                    <th scope="row">{formatWhen(entry.startedAt)}</th>
                    <td>
                      {formatScore(entry.score)} / {formatScore(entry.maxScore)}
                    </td>
                    <td>{accuracy(entry)}%</td>
                    <td>
                      {entry.version === meta.version ? (
                        <button type="button" className={styles.linkButton} onClick={() => showResult(entry)}>
                          View result<span className="visually-hidden"> of {formatWhen(entry.startedAt)}</span>
                        </button>
                      ) : (
                        'Test updated since'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="button button-outline" onClick={() => setConfirmClear(true)}>
            Clear my attempts
          </button>
        </section>
      )}

      <Modal
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title="Clear your attempts?"
        actions={
          <>
            <button type="button" className="button button-outline" onClick={() => setConfirmClear(false)}>
              Keep them
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                forgetHistory();
                setConfirmClear(false);
              }}
            >
              Clear
            </button>
          </>
        }
      >
        <p>The scores and answers of your past attempts at this test will be removed from this device.</p>
      </Modal>
    </div>
  );
}
