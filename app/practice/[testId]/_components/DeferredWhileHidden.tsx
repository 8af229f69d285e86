'use client';

import { useDeferredValue, type ReactNode } from 'react';

/**
 * Content that is not on screen (the closed palette sheet) takes a move's changes in a render of
 * its own, which React runs once the tap's own render is committed and painted: while hidden it
 * gives back the content of the render before, which React recognises as unchanged and skips.
 * Shown, it is always the current content.
 */
export function DeferredWhileHidden({ shown, children }: { shown: boolean; children: ReactNode }) {
  const deferred = useDeferredValue(children);
  return shown ? children : deferred;
}
