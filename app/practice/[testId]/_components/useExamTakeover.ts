'use client';

import { useLayoutEffect, type RefObject } from 'react';

/**
 * While a test runs, the exam frame is the whole screen, as on the real exam's terminals: every
 * element of the page outside the frame (site header, ticker, breadcrumb, hero, footer, floating
 * button, toasts) is hidden and inert, and the page itself cannot scroll (leaving it asks first:
 * LeaveTestGuard). Hiding rather than covering means nothing behind the frame can take focus, be read by a
 * screen reader, widen the page or scroll it; everything is put back exactly as it was when the
 * frame goes (result screen, or navigating away).
 *
 * A layout effect, so the page is restored before the next screen's own effects run (the island
 * scrolls the result screen into view, which needs the page back).
 */
export function useExamTakeover(frame: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const undo: (() => void)[] = [];
    for (let node: HTMLElement = element; node !== document.body && node.parentElement; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || !(sibling instanceof HTMLElement) || sibling instanceof HTMLScriptElement) continue;
        const display = sibling.style.getPropertyValue('display');
        const priority = sibling.style.getPropertyPriority('display');
        const inert = sibling.inert;
        sibling.style.setProperty('display', 'none', 'important');
        sibling.inert = true;
        undo.push(() => {
          sibling.style.setProperty('display', display, priority);
          if (!display) sibling.style.removeProperty('display');
          sibling.inert = inert;
        });
      }
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    root.dataset.examFrame = '';
    undo.push(() => {
      root.style.overflow = overflow;
      delete root.dataset.examFrame;
    });
    return () => undo.reverse().forEach((step) => step());
  }, [frame]);
}
