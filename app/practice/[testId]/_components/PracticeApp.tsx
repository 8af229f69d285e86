'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { PracticeProjection } from '@/lib/practice/model/shape';
import type { SupportContacts } from '@/lib/practice/engine/reportMessage';
import { IntroScreen } from './IntroScreen';
import styles from './PracticeApp.module.css';
import { ResultScreen } from './ResultScreen';
import { ReviewScreen } from './ReviewScreen';
import { TestScreen } from './TestScreen';
import tokens from './tokens.module.css';

// Paper mode is a chunk of its own, loaded when a student opens it (./PaperMode.tsx).
const PaperMode = lazy(() => import('./PaperMode').then((module) => ({ default: module.PaperMode })));
import { usePracticeSession } from './usePracticeSession';

type PracticeAppProps = {
  /** The test as the server projected it: outline, rendered questions and keys in one. */
  test: PracticeProjection;
  /** The instructions screen's facts and rules, rendered at build time. */
  instructions: ReactNode;
  /** The closing invitation to enrol, shown under a result. */
  invitation: ReactNode;
  /** The test's public address, for sharing a score. */
  shareUrl: string;
  /** Where the review's "Report a problem with this question" sends (content/site.json). */
  support: SupportContacts;
};

/**
 * A practice test from instructions to review, on the device alone: no sign-up, nothing sent
 * anywhere. The static page shows the instructions; this island takes over from there and opens
 * on what this device kept (lib/practice/engine/opening.ts): the last result of a finished test, the
 * exam screen of one in progress, or the instructions.
 */
export function PracticeApp({ test, instructions, invitation, shareUrl, support }: PracticeAppProps) {
  const { session, exam, shownScores, commands, screens, forgetHistory, dismissNotice } = usePracticeSession(test);
  const [confirmClear, setConfirmClear] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const { screen, history, shown, notice } = session;

  // Each new screen starts at its top with the focus on its heading.
  const lastScreen = useRef(screen);
  useEffect(() => {
    if (lastScreen.current === screen) return;
    const from = lastScreen.current;
    lastScreen.current = screen;
    // The page's first screen (instructions or last result) stays where the page opened; a test
    // reopened mid-attempt takes the whole screen, and its question's heading takes the focus.
    if (from === 'loading' && screen !== 'test') return;
    rootRef.current?.scrollIntoView({ block: 'start' });
    rootRef.current?.querySelector<HTMLElement>('[data-screen-heading]')?.focus({ preventScroll: true });
  }, [screen]);

  let content: ReactNode;
  if (screen === 'test' && exam) {
    content = (
      <TestScreen
        test={test}
        exam={exam}
        commands={commands}
        notice={notice}
        closedSection={session.closedSection}
        dismissNotice={dismissNotice}
        instructions={instructions}
      />
    );
  } else if (screen === 'result' && shown && shownScores) {
    content = (
      <ResultScreen
        test={test}
        entry={shown}
        scores={shownScores}
        history={history}
        notice={notice}
        shareUrl={shareUrl}
        invitation={invitation}
        onReview={() => screens.review(shown)}
        onRestart={() => screens.start(shown.compensatoryMinutesPerHour !== undefined)}
        onBack={screens.intro}
      />
    );
  } else if (screen === 'review' && shown && shownScores) {
    content = <ReviewScreen test={test} entry={shown} scores={shownScores} support={support} onBack={() => screens.result(shown)} />;
  } else if (screen === 'booklet' || screen === 'omr' || screen === 'paper') {
    content = (
      <Suspense fallback={<p role="status">Opening paper mode…</p>}>
        <PaperMode screen={screen} test={test} onScore={screens.scorePaper} onBack={screens.intro} />
      </Suspense>
    );
  } else {
    content = (
      <IntroScreen
        loading={screen === 'loading'}
        notice={notice}
        instructions={instructions}
        history={history}
        version={test.version}
        compensatoryTime={test.compensatoryTime}
        paperFirst={test.paperFirst}
        examName={test.examName}
        onPaper={screens.paper}
        durationMinutes={test.durationMinutes}
        sectionLimits={test.sections.map((section) => section.timeLimitMinutes)}
        onStart={screens.start}
        onOpen={screens.result}
        onClear={() => setConfirmClear(true)}
      />
    );
  }

  return (
    <div ref={rootRef} className={`${tokens.tokens} ${styles.app}`} data-screen={screen}>
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
