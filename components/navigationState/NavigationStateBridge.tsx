'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { commitPendingNavigationState } from './navigationState';

/** Records a picked card's object in the history entry of the page it led to. */
export function NavigationStateBridge() {
  const pathname = usePathname();
  useEffect(() => {
    commitPendingNavigationState(window.location.pathname);
  }, [pathname]);
  return null;
}
