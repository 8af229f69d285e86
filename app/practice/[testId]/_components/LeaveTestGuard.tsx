'use client';

import { useRouter } from 'next/navigation';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { urls } from '@/lib/urls';

/** Marks the history entry a running test adds on top of its page's own. */
const GUARD = 'practiceTestRunning';

const onGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[GUARD] === true;
const addGuardEntry = () => window.history.pushState({ [GUARD]: true }, '');

/** Guards mounted now: a guard unmounted and mounted again at once (React's strict mode) keeps its entry. */
let mountedGuards = 0;

/**
 * Whether going back leaves the test for a page the student came from. Without one (a test opened
 * in a new tab, from a bookmark) Back would do nothing, so leaving goes to the list of tests. The
 * Navigation API knows this site's entries; a referrer means another site's page is behind.
 */
function somewhereToGoBack(): boolean {
  const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
  if (navigation) return navigation.canGoBack || document.referrer !== '';
  // The page's own entry and the guard's (now ahead of it) make two.
  return window.history.length > 2;
}

/**
 * Leaving a running test asks first. Back (Android's Back button, a browser's, a swipe) would
 * otherwise take the student off the exam screen at once while its clock runs on (issue 43). The
 * test adds a history entry of its own when its exam screen opens, at the same address, so Back
 * first lands on the page's own entry: nothing is left yet, and "Leave the test?" asks. Stay adds
 * the entry again (the next Back asks again); Leave goes back for real. Closing the tab, reloading
 * or following a typed address ask through the browser's own prompt (beforeunload).
 *
 * The entry stays through a reload (the browser keeps it, with its state), so a test reopened on it
 * does not add a second one; a test that ends on the page (submitted, time up) takes its entry
 * away again, so Back from the result leaves the page as usual rather than landing on it twice.
 */
export const LeaveTestGuard = memo(function LeaveTestGuard() {
  const [asking, setAsking] = useState(false);
  const leaving = useRef(false);
  const router = useRouter();

  // Armed before the exam screen is first painted, not after: a Back pressed as soon as the
  // question shows (a passive effect can run after the next input) would otherwise leave at once.
  useLayoutEffect(() => {
    mountedGuards += 1;
    if (!onGuardEntry()) addGuardEntry();
    // Back from the guard's entry asks; Forward onto it again (the dialog open) is as good as Stay.
    const onPopState = () => {
      if (!leaving.current) setAsking(!onGuardEntry());
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    // Brought back by Forward from the browser's page cache after Leave: guarded again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leaving.current = false;
      if (!onGuardEntry()) addGuardEntry();
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      mountedGuards -= 1;
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pageshow', onPageShow);
      queueMicrotask(() => {
        if (mountedGuards === 0 && !leaving.current && onGuardEntry()) window.history.back();
      });
    };
  }, []);

  const stay = () => {
    setAsking(false);
    if (!onGuardEntry()) addGuardEntry();
  };
  const leave = () => {
    leaving.current = true;
    setAsking(false);
    if (somewhereToGoBack()) window.history.back();
    else router.replace(urls.practice);
  };

  return (
    <ConfirmDialog
      open={asking}
      title="Leave the test?"
      confirmLabel="Leave"
      cancelLabel="Stay in the test"
      onCancel={stay}
      onConfirm={leave}
    >
      <p>The clock keeps running while you are away. Your answers stay saved on this device.</p>
    </ConfirmDialog>
  );
});
