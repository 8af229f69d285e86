'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Every change of path starts at the top of the page. Next.js alone only scrolls far enough to
 * show the new page segment, which leaves the header out of view. Links to an anchor
 * (`/page#section`) keep their own scrolling, and the first load keeps the browser's.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
