'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import Link from '@/components/ui/SiteLink';
import { readItem } from '@/lib/browserStorage';
import { useNow } from '@/lib/hooks/useNow';
import type { TestMeta } from '@/lib/practice/engine/attempt';
import { formatInProgress, formatScore } from '@/lib/practice/engine/format';
import { summarizeProgress } from '@/lib/practice/engine/testStatus';
import { attemptKey, historyKey } from '@/lib/practice/store/attempts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** The stored text itself is the snapshot (stable between changes); null on the server. */
const useStored = (key: string) =>
  useSyncExternalStore(
    subscribe,
    () => readItem(key),
    () => null,
  );

type TestProgressProps = {
  test: TestMeta;
  title: string;
  href: string;
};

/**
 * A test card's per-device part on the list of tests: this device's state of the test and the
 * button to take it. The static HTML (and a browser without JavaScript) shows the neutral state and
 * "Start"; in the browser it reads storage through lib/practice/engine/testStatus.ts, which turns anything
 * missing or unreadable into that same neutral state.
 */
export function TestProgress({ test, title, href }: TestProgressProps) {
  const rawAttempt = useStored(attemptKey(test.id));
  const rawHistory = useStored(historyKey(test.id));
  const now = useNow(rawAttempt !== null);
  const summary = now === null ? null : summarizeProgress(test, rawAttempt, rawHistory, now);
  const running = summary?.running ?? { kind: 'none' };

  let status: ReactNode = 'Not attempted on this device yet.';
  let action = 'Start';
  if (running.kind === 'running') {
    status = <strong>{formatInProgress(running.secondsLeft, running.section)}</strong>;
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
  return (
    <>
      <p data-testid="test-progress">{status}</p>
      {/* Named with the test, as the list has a button for each; the visible word starts the name.
          Hidden text rather than aria-label, so every reader (and Lighthouse's link-text audit,
          which flags a bare "Start") gets the same name. */}
      <Link href={href} className="button button-accent">
        <span aria-hidden="true">{action}</span>
        <span className="visually-hidden">{`${action}: ${title}`}</span>
      </Link>
    </>
  );
}
