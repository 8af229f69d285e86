'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { mediaList } from '@/lib/mediaList';

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
