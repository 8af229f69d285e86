'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { readItem } from '@/lib/browserStorage';
import { useLazyComponent } from '@/lib/hooks/useLazyComponent';
import type { ListedTest } from '@/lib/practice/model/outline';
import { attemptKey, historyKey } from '@/lib/practice/store/keys';
import { NOT_ATTEMPTED, ProgressLine } from './ProgressLine';

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

// The code that reads a save (the test engine's storage, scoring and clock) comes only for a test
// this device has something saved for: a first visit to the list downloads none of it.
const loadSaved = () => import('./SavedTestProgress').then((module) => module.SavedTestProgress);

type TestProgressProps = {
  test: ListedTest;
  title: string;
  href: string;
};

/**
 * A test card's per-device part on the list of tests: this device's state of the test and the
 * button to take it. The static HTML (and a browser without JavaScript) shows the neutral state and
 * "Start", and so does a device with nothing saved for the test; otherwise SavedTestProgress says
 * where the student stands.
 */
export function TestProgress({ test, title, href }: TestProgressProps) {
  const rawAttempt = useStored(attemptKey(test.id));
  const rawHistory = useStored(historyKey(test.id));
  const saved = rawAttempt !== null || rawHistory !== null;
  const [SavedTestProgress, loadSavedTestProgress] = useLazyComponent(loadSaved);

  useEffect(() => {
    if (saved) loadSavedTestProgress();
  }, [saved, loadSavedTestProgress]);

  if (saved && SavedTestProgress) {
    return <SavedTestProgress test={test} title={title} href={href} rawAttempt={rawAttempt} rawHistory={rawHistory} />;
  }
  return <ProgressLine status={NOT_ATTEMPTED} action="Start" title={title} href={href} />;
}
