'use client';

import { useEffect, useState, type ReactElement } from 'react';
import { commitPendingNavigationState, readNavigationState } from '@/lib/navigationState';
import { lawDetailKind } from './lawPaths';

/**
 * On the 404 page: when the visitor reached this law address by picking a card whose object
 * travelled in navigation state, show that object instead of the not-found message. The detail
 * views and schemas load only then.
 */
export function PickedLawItem() {
  const [view, setView] = useState<ReactElement | null>(null);

  useEffect(() => {
    const pathname = window.location.pathname;
    const kind = lawDetailKind(pathname);
    if (!kind) return;
    commitPendingNavigationState(pathname);
    const state = readNavigationState(pathname);
    if (!state || state.kind !== kind) return;
    let cancelled = false;
    import('./resolveLawItem').then(({ resolveLawItem }) => {
      const resolved = resolveLawItem(kind, state.item);
      if (!cancelled && resolved) {
        document.documentElement.setAttribute('data-not-found', 'resolved');
        setView(resolved);
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return view;
}
