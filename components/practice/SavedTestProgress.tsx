'use client';

import type { ReactNode } from 'react';
import { useNow } from '@/lib/hooks/useNow';
import type { ListedTest } from '@/lib/practice/model/outline';
import { formatInProgress, formatScore } from '@/lib/practice/engine/format';
import { summarizeStored, summarizeStoredWithoutOutline } from '@/lib/practice/store/attempts';
import { NOT_ATTEMPTED, ProgressLine } from './ProgressLine';
import { useTestOutline } from './useTestOutline';

type SavedTestProgressProps = {
  test: ListedTest;
  title: string;
  href: string;
  /** The stored attempt in progress and past attempts, as read from storage (either may be null or garbage). */
  rawAttempt: string | null;
  rawHistory: string | null;
};

/**
 * A test card's line once this device has something saved for the test: the attempt in progress
 * (its clock ticking), one whose time ran out, or the best and last scores. It reads storage
 * through lib/practice/store/attempts.ts and engine/testStatus.ts, which turn anything unreadable
 * into the neutral state. An attempt in progress is read against the test's outline, which comes
 * with the bank's index (the list's HTML does not carry every test's questions); until it does,
 * the attempt reads from when its time runs out alone: under way, its clock not shown.
 */
export function SavedTestProgress({ test, title, href, rawAttempt, rawHistory }: SavedTestProgressProps) {
  const now = useNow(rawAttempt !== null);
  const outline = useTestOutline(test, rawAttempt !== null);
  const summary =
    now === null
      ? null
      : outline
        ? summarizeStored(outline, rawAttempt, rawHistory, now)
        : summarizeStoredWithoutOutline(test, rawAttempt, rawHistory, now);
  const running = summary?.running ?? { kind: 'none' };

  let status: ReactNode = NOT_ATTEMPTED;
  let action = 'Start';
  if (running.kind === 'running') {
    status = <strong>{formatInProgress(running.secondsLeft, running.section)}</strong>;
    action = 'Resume';
  } else if (running.kind === 'started') {
    status = <strong>In progress — resume</strong>;
    action = 'Resume';
  } else if (running.kind === 'expired') {
    status = 'Time ran out while you were away: open the test to see your result.';
    action = 'See the result';
  } else if (summary?.best && summary.last) {
    const { best, last, attempts } = summary;
    status = (
      <>
        Your best: <strong>{formatScore(best.score)}</strong> / {formatScore(best.maxScore)}
        {attempts > 1 && ` · last: ${formatScore(last.score)} / ${formatScore(last.maxScore)}`} · {attempts} attempt
        {attempts === 1 ? '' : 's'} on this device
      </>
    );
    action = 'See your result';
  }
  return <ProgressLine status={status} action={action} title={title} href={href} />;
}
