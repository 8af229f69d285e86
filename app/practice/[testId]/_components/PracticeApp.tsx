'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { TestMeta } from '@/lib/practice/attempt';
import type { Keys } from '@/lib/practice/scoring';
import type { HistoryEntry } from '@/lib/practice/storage';
import type { TestView } from '@/lib/practice/view';
import { AttemptHistory } from './AttemptHistory';
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

  const shared = { view, meta };
  let content: ReactNode;
  if (screen === 'test' && attempt) {
    content = (
      <TestScreen
        {...shared}
        attempt={attempt}
        notice={notice}
        closedSection={session.closedSection}
        act={act}
        tick={tick}
        dismissNotice={dismissNotice}
      />
    );
  } else if (screen === 'result' && shown) {
    content = (
      <ResultScreen
        {...shared}
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
    );
  } else if (screen === 'review' && shown) {
    content = <ReviewScreen {...shared} keys={keys} entry={shown} onBack={() => showResult(shown)} />;
  } else {
    content = (
      <IntroScreen
        loading={screen === 'loading'}
        notice={notice}
        instructions={instructions}
        history={history}
        version={meta.version}
        onStart={start}
        onOpen={showResult}
        onClear={() => setConfirmClear(true)}
      />
    );
  }

  return (
    <div ref={rootRef} className={styles.app} data-screen={screen}>
      {content}
      <ConfirmDialog
        open={confirmClear}
        title="Clear your attempts?"
        confirmLabel="Clear"
        cancelLabel="Keep them"
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          forgetHistory();
          setConfirmClear(false);
        }}
      >
        <p>The scores and answers of your past attempts at this test will be removed from this device.</p>
      </ConfirmDialog>
    </div>
  );
}

type IntroScreenProps = {
  loading: boolean;
  notice: Notice | null;
  instructions: ReactNode;
  history: HistoryEntry[];
  version: string;
  onStart: () => void;
  onOpen: (entry: HistoryEntry) => void;
  onClear: () => void;
};

/** The instructions, a storage notice if any, Start, and this device's past attempts. */
function IntroScreen({ loading, notice, instructions, history, version, onStart, onOpen, onClear }: IntroScreenProps) {
  const introNotice = notice ? INTRO_NOTICES[notice] : undefined;
  return (
    <>
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
        <button type="button" className="button button-accent" onClick={onStart} disabled={loading}>
          {history.length ? 'Start a new attempt' : 'Start the test'}
        </button>
        <p className={styles.muted}>The clock starts when you press Start. Your answers stay on this device.</p>
      </div>

      {history.length > 0 && (
        <section aria-label="Your attempts on this device" className={styles.history}>
          <AttemptHistory history={history} onOpen={onOpen} version={version} />
          <button type="button" className="button button-outline" onClick={onClear}>
            Clear my attempts
          </button>
        </section>
      )}
    </>
  );
}
