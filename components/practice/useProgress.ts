'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { answerEvents, type AnswerEvent } from '@/lib/practice/engine/events';
import { loadBankIndex } from '@/lib/practice/store/fetchBank';
import { loadSnapshot, type Snapshot } from '@/lib/practice/store/snapshot';
import { lookupOf, type BankIndex, type QuestionLookup } from '@/lib/practice/model/bank';

export type ProgressData = {
  index: BankIndex;
  lookup: QuestionLookup;
  snapshot: Snapshot;
  /** Every answer in tests and drills, scored against today's keys. */
  events: AnswerEvent[];
};

export type ProgressState = { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & ProgressData);

/**
 * This device's progress with the bank's index: what the notebook, drills and analysis start
 * from. Storage is read in the browser only (the static HTML shows the loading state); a failed
 * index fetch (offline before the first visit) can be retried; `refresh` re-reads storage after a
 * change made elsewhere (another tab, an import).
 */
export function useProgress(): ProgressState & { retry: () => void; refresh: () => void } {
  const [index, setIndex] = useState<BankIndex | null | 'failed'>(null);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadBankIndex()
      .then((loaded) => live && setIndex(loaded))
      .catch(() => live && setIndex('failed'));
    return () => {
      live = false;
    };
  }, [attempt]);

  const refresh = useCallback(() => setSnapshot(loadSnapshot()), []);
  useEffect(() => {
    // Storage exists only in the browser: read it once mounted (the static HTML shows "loading").
    // eslint-disable-next-line react-hooks/set-state-in-effect
    refresh();
    const onStorage = () => refresh();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refresh]);

  const retry = useCallback(() => {
    setIndex(null);
    setAttempt((count) => count + 1);
  }, []);

  const data = useMemo(() => {
    if (!snapshot || !index || index === 'failed') return null;
    performance.mark('progress:ready');
    const lookup = lookupOf(index);
    return { index, lookup, snapshot, events: answerEvents(snapshot, lookup) };
  }, [index, snapshot]);

  if (index === 'failed') return { status: 'failed', retry, refresh };
  if (!data) return { status: 'loading', retry, refresh };
  return { status: 'ready', ...data, retry, refresh };
}
