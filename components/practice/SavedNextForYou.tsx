'use client';

import { useMemo } from 'react';
import { readItem } from '@/lib/browserStorage';
import { useNow } from '@/lib/hooks/useNow';
import { nextForYou, type NextPick, type TestRecord } from '@/lib/practice/engine/nextForYou';
import { parseHistory } from '@/lib/practice/store/attempts';
import { attemptKey, historyKey } from '@/lib/practice/store/keys';
import { attemptCodec } from '@/lib/practice/store/registry';
import { NextForYouLine, type NextForYouTest } from './nextForYouText';

/**
 * What this device holds for a test, read through the store's codecs (anything unreadable counts as
 * nothing). An attempt counts as under way until the test's whole time (compensatory time included) has passed since its start.
 */
function recordOf(test: NextForYouTest, now: number): TestRecord {
  const until = attemptCodec.runningUntil(readItem(attemptKey(test.id)), test);
  const history = parseHistory(readItem(historyKey(test.id)));
  return {
    running: until !== null && until > now,
    attempts: history.length,
    sections: history.flatMap((entry) => entry.sections),
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
