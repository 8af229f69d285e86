'use client';

import { useEffect, useState } from 'react';
import { outlineFromIndex } from '@/lib/practice/model/bank';
import type { ListedTest, TestMeta } from '@/lib/practice/model/outline';
import { loadBankIndex } from '@/lib/practice/store/fetchBank';

/**
 * The outline (question ids and types, clocks) of a listed test, from the bank's index, fetched only
 * when `wanted` (a card with an attempt in progress): null until it comes, and for good when the index
 * cannot be had or no longer holds this version of the test (the card then reads the attempt from
 * when its time runs out alone).
 */
export function useTestOutline(test: ListedTest, wanted: boolean): TestMeta | null {
  const [outline, setOutline] = useState<TestMeta | null>(null);
  const { id, version } = test;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadBankIndex()
      .then((index) => {
        const found = index.tests.find((indexed) => indexed.id === id && indexed.version === version);
        if (live && found) setOutline(outlineFromIndex(found));
      })
      .catch(() => {
        // Offline before the index was kept: the card keeps its reading from the attempt's end time.
      });
    return () => {
      live = false;
    };
  }, [id, version, wanted]);
  return wanted ? outline : null;
}
