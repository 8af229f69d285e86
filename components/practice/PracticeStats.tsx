'use client';

import { useSyncExternalStore } from 'react';
import { formatScore } from '@/lib/practice/format';
import { historyKey, parseHistory } from '@/lib/practice/storage';
import { readItem } from '@/lib/browserStorage';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** "Your best: 52 / 108 · 3 attempts on this device", read from this device's history. */
export function PracticeStats({ testId }: { testId: string }) {
  // The raw text is the snapshot (a stable string); parsing happens once per change.
  const raw = useSyncExternalStore(
    subscribe,
    () => readItem(historyKey(testId)),
    () => null,
  );
  const history = parseHistory(raw);
  if (history.length === 0) return <p>Not attempted on this device yet.</p>;
  const best = history.reduce((top, entry) => (entry.score > top.score ? entry : top));
  return (
    <p>
      Your best: <strong>{formatScore(best.score)}</strong> / {formatScore(best.maxScore)} · {history.length} attempt
      {history.length === 1 ? '' : 's'} on this device
    </p>
  );
}
