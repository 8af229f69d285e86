'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * One live MediaQueryList per query for the page. React reads a store's snapshot on every render
 * and again after each commit; `window.matchMedia` builds and evaluates a new list on each call
 * (about a quarter of a millisecond a render on the exam screen, on every move between questions).
 */
const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches now, kept up to date as it changes; `serverValue` during the
 * static render and hydration, so the first render matches the HTML.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaList(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query).matches,
    () => serverValue,
  );
}
