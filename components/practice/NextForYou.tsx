'use client';

import { useEffect } from 'react';
import { readItem } from '@/lib/browserStorage';
import { useLazyComponent } from '@/lib/hooks/useLazyComponent';
import type { NextPick } from '@/lib/practice/engine/nextForYou';
import { attemptKey, historyKey } from '@/lib/practice/store/keys';
import { NextForYouLine, type NextForYouTest } from './nextForYouText';

// Reading saves (the store's codecs, scoring and clock) comes only when this device has one for
// the exam: a first visit downloads none of it, and the static pick stands.
const loadSaved = () => import('./SavedNextForYou').then((module) => module.SavedNextForYou);

/**
 * "Next for you" for one exam: the static HTML names the first full-length mock (`first`, picked at
 * build time for a device with nothing saved); on a device with
 * something saved for the exam's tests, the pick follows the student (lib/practice/engine/nextForYou.ts).
 */
export function NextForYou({ examName, tests, first }: { examName: string; tests: readonly NextForYouTest[]; first: NextPick | null }) {
  // Loaded only when something is saved, so its arrival is the sign that something is.
  const [SavedNextForYou, loadSavedNextForYou] = useLazyComponent(loadSaved);

  useEffect(() => {
    if (tests.some((test) => readItem(attemptKey(test.id)) !== null || readItem(historyKey(test.id)) !== null)) loadSavedNextForYou();
  }, [tests, loadSavedNextForYou]);

  if (SavedNextForYou) return <SavedNextForYou examName={examName} tests={tests} first={first} />;
  return <NextForYouLine pick={first} tests={tests} examName={examName} />;
}
