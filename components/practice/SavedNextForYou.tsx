'use client';

import { useMemo } from 'react';
import { readItem } from '@/lib/browserStorage';
import { useNow } from '@/lib/hooks/useNow';
import { nextForYou, type NextPick, type TestRecord } from '@/lib/practice/engine/nextForYou';
import { parseHistory, summarizeStored } from '@/lib/practice/store/attempts';
import { attemptKey, historyKey } from '@/lib/practice/store/keys';
import type { NextForYouTest } from './NextForYou';
import { NextForYouLine } from './nextForYouText';

/** What this device holds for a test, read through the store (anything unreadable counts as nothing). */
function recordOf(test: NextForYouTest, now: number): TestRecord {
  const rawAttempt = readItem(attemptKey(test.id));
  const rawHistory = readItem(historyKey(test.id));
  const summary = summarizeStored(test.meta, rawAttempt, rawHistory, now);
  return {
    running: summary.running.kind === 'running',
    attempts: summary.attempts,
    sections: parseHistory(rawHistory).flatMap((entry) => entry.sections),
  };
}

/** "Next for you" on a device with something saved for the exam's tests. */
export function SavedNextForYou({
  examName,
  tests,
  first,
}: {
  examName: string;
  tests: readonly NextForYouTest[];
  first: NextPick | null;
}) {
  const now = useNow(false);
  const pick = useMemo(
    () => (now === null ? null : nextForYou(tests, Object.fromEntries(tests.map((test) => [test.id, recordOf(test, now)])))),
    [tests, now],
  );
  // Until the clock is read (the same frame), the static pick stands.
  return <NextForYouLine pick={pick ?? first} tests={tests} examName={examName} />;
}
