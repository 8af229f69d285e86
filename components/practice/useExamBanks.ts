'use client';

import { useEffect, useState } from 'react';
import { loadExamBank } from '@/lib/practice/store/fetchBank';
import type { ExamBank } from '@/lib/practice/model/bank';

export type BankState = ExamBank | 'loading' | 'failed';

/**
 * The rendered questions of the exams a view shows, fetched on demand (one file per exam, kept by
 * the service worker for offline use). `retry` fetches the failed ones again.
 */
export function useExamBanks(exams: string[]): { banks: Record<string, BankState>; retry: () => void } {
  const [banks, setBanks] = useState<Record<string, BankState>>({});
  const [round, setRound] = useState(0);
  const wanted = [...new Set(exams)].sort().join(',');

  useEffect(() => {
    let live = true;
    for (const exam of wanted ? wanted.split(',') : []) {
      loadExamBank(exam)
        .then((bank) => live && setBanks((current) => ({ ...current, [exam]: bank })))
        .catch(() => live && setBanks((current) => ({ ...current, [exam]: 'failed' })));
    }
    return () => {
      live = false;
    };
  }, [wanted, round]);

  const result: Record<string, BankState> = {};
  for (const exam of wanted ? wanted.split(',') : []) result[exam] = banks[exam] ?? 'loading';
  return { banks: result, retry: () => setRound((count) => count + 1) };
}
