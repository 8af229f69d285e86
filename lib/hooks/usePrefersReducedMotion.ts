'use client';

import { useMediaQuery } from './useMediaQuery';

/** True when the visitor asked the system for less motion; false during the static render. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
