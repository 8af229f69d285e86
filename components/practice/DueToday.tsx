'use client';

import { useEffect, useState } from 'react';
import { answerEvents } from '@/lib/practice/engine/events';
import { loadBankIndex } from '@/lib/practice/store/fetchBank';
import { dueToday, notebookItems } from '@/lib/practice/engine/notebook';
import { loadSnapshot } from '@/lib/practice/store/snapshot';
import { lookupOf } from '@/lib/practice/model/bank';

/**
 * "N questions due today" for the notebook's card on /practice. A visitor with nothing saved
 * fetches nothing; otherwise the bank's small index is fetched to score the saved answers.
 */
export function DueToday() {
  const [text, setText] = useState('Your mistakes from every test, to retry until they stick.');
  useEffect(() => {
    const snapshot = loadSnapshot();
    if (Object.keys(snapshot.histories).length === 0 && snapshot.drills.history.length === 0) return;
    let live = true;
    loadBankIndex()
      .then((index) => {
        if (!live) return;
        const { items } = notebookItems(answerEvents(snapshot, lookupOf(index)), snapshot.notebook);
        const due = dueToday(items, Date.now()).length;
        setText(
          items.length === 0
            ? 'No mistakes collected yet.'
            : `${due} question${due === 1 ? '' : 's'} due today · ${items.length} in your notebook`,
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return <p data-due-today>{text}</p>;
}
