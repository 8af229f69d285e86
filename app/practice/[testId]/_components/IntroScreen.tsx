'use client';

import { useId, useState, type ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { compensatoryNote } from '@/lib/practice/engine/format';
import type { PracticeProjection } from '@/lib/practice/model/shape';
import type { HistoryEntry } from '@/lib/practice/model/stored';
import { AttemptHistory } from './AttemptHistory';
import styles from './IntroScreen.module.css';
import shared from './shared.module.css';
import type { Notice } from './usePracticeSession';

const INTRO_NOTICES: Partial<Record<Notice, string>> = {
  corrupt: 'The attempt saved on this device could not be read, so it has been set aside. You can start the test afresh.',
  outdated:
    'This test has been updated since your saved attempt (a question was changed or removed), so that attempt cannot be resumed. You can start the test afresh.',
  unavailable:
    'This browser is not letting the site save anything (a private window or blocked storage). You can take the test, but a reload will lose your answers and no score will be kept.',
};

type IntroScreenProps = {
  loading: boolean;
  notice: Notice | null;
  instructions: ReactNode;
  history: HistoryEntry[];
  version: string;
  /** The exam's official compensatory time, offered as a choice; null where none is known. */
  compensatoryTime: PracticeProjection['compensatoryTime'];
  durationMinutes: number;
  sectionLimits: (number | undefined)[];
  /** Whether the real exam is on paper: paper mode then comes first, open, before Start. */
  paperFirst: boolean;
  examName: string;
  onPaper: (screen: 'booklet' | 'omr' | 'paper') => void;
  onStart: (compensatory: boolean) => void;
  onOpen: (entry: HistoryEntry) => void;
  onClear: () => void;
};

/** The instructions, a storage notice if any, Start, and this device's past attempts. */
export function IntroScreen({
  loading,
  notice,
  instructions,
  history,
  version,
  compensatoryTime,
  durationMinutes,
  sectionLimits,
  paperFirst,
  examName,
  onPaper,
  onStart,
  onOpen,
  onClear,
}: IntroScreenProps) {
  const introNotice = notice ? INTRO_NOTICES[notice] : undefined;
  const [compensatory, setCompensatory] = useState(false);
  const noteId = useId();
  return (
    <>
      <h2 id="practice-intro-heading" tabIndex={-1} data-screen-heading>
        Before you start
      </h2>
      {introNotice && (
        <div className={shared.notice} role="alert">
          <p>{introNotice}</p>
        </div>
      )}
      {instructions}
      {compensatoryTime && (
        <div className={styles.compensatory}>
          <label>
            <input
              type="checkbox"
              checked={compensatory}
              onChange={(event) => setCompensatory(event.target.checked)}
              aria-describedby={noteId}
            />{' '}
            I am eligible for compensatory time
          </label>
          <p id={noteId} className={shared.muted}>
            The exam gives {compensatoryTime.rule} (<ExternalLink href={compensatoryTime.source}>{compensatoryTime.cycle}</ExternalLink>
            ). {compensatoryNote(durationMinutes, sectionLimits, compensatoryTime.minutesPerHour)}
          </p>
        </div>
      )}
      {paperFirst && (
        <section className={styles.paper} aria-labelledby="practice-paper-mode">
          <h3 id="practice-paper-mode">Take it on paper, as on the day</h3>
          <p>
            {examName} is written with a pen: a printed question booklet and an OMR answer sheet. Print both, sit the paper with a watch,
            then enter your bubbles here for the score, the review and your mistake notebook.
          </p>
          <PaperActions onPaper={onPaper} disabled={loading} />
        </section>
      )}
      <div className={styles.startRow}>
        <button type="button" className="button button-accent" onClick={() => onStart(compensatory)} disabled={loading}>
          {history.length ? 'Start a new attempt' : 'Start the test'}
        </button>
        <p className={shared.muted}>The clock starts when you press Start. Your answers stay on this device.</p>
      </div>

      {!paperFirst && (
        <details className={`${shared.details} ${styles.paperLater}`}>
          <summary>Take this test on paper</summary>
          <p>Print the question booklet and an OMR answer sheet, sit the test with a pen and a watch, then enter your answers here.</p>
          <PaperActions onPaper={onPaper} disabled={loading} />
        </details>
      )}

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

/** Paper mode's three steps, in the order a student takes them. */
function PaperActions({ onPaper, disabled }: { onPaper: IntroScreenProps['onPaper']; disabled: boolean }) {
  return (
    <div className={styles.paperActions}>
      <button type="button" className="button button-outline" onClick={() => onPaper('booklet')} disabled={disabled}>
        Print the question booklet
      </button>
      <button type="button" className="button button-outline" onClick={() => onPaper('omr')} disabled={disabled}>
        Print the OMR answer sheet
      </button>
      <button type="button" className="button button-outline" onClick={() => onPaper('paper')} disabled={disabled}>
        Enter answers from paper
      </button>
    </div>
  );
}
