'use client';

import { useEffect, useState } from 'react';

/**
 * "N questions due today" for the notebook's card on /practice. The code that reads the notebook
 * arrives after the page is up (the list of tests needs none of it); a visitor with nothing saved
 * fetches no question bank.
 */
export function DueToday() {
  const [text, setText] = useState('Your mistakes from every test, to retry until they stick.');
  useEffect(() => {
    let live = true;
    import('./dueTodayText')
      .then((module) => module.dueTodayText())
      .then((next) => {
        if (live && next) setText(next);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return <p data-due-today>{text}</p>;
}
