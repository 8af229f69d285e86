'use client';

import { useCallback, useRef, useState, type ComponentType } from 'react';

/**
 * A component whose code a page needs only once a visitor reaches for something (a dialog, a
 * carousel coming into view): `load()` fetches it, and the component is null until it has arrived.
 * `loader` is a module-level function (`() => import('./X').then((module) => module.X)`). Unlike
 * React.lazy, a failed fetch (offline) throws nothing at the page: the component stays null and
 * the next `load()` tries again.
 */
export function useLazyComponent<Props>(loader: () => Promise<ComponentType<Props>>): [ComponentType<Props> | null, () => void] {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loader().then(
      (loaded) => setComponent(() => loaded),
      () => {
        requested.current = false;
      },
    );
  }, [loader]);
  return [Component, load];
}
