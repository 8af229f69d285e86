/**
 * "Navigation state" as the spec describes it: what a visitor picked travels with the navigation
 * and is kept in that history entry (history.state), so it survives a refresh and Back/Forward.
 * It names the picked object by kind and id: every object has its own pre-rendered page, which
 * resolves the id, so the page that lists them need not carry whole objects to the browser. The picked object waits in sessionStorage until the new page records it, which
 * works for Next.js's in-app navigations and for full page loads alike. Next.js rewrites
 * history.state when a page loads, so NAVIGATION_STATE_CAPTURE_SCRIPT saves the entry's object
 * first and the page records it again after hydration.
 */

/** Key of our entry inside history.state (Next.js keeps its own keys beside it). */
const HISTORY_KEY = 'pickedItem';
const PENDING_KEY = 'pending-navigation-state';

export type NavigationState = { path: string; kind: string; id: string };

function isNavigationState(value: unknown): value is NavigationState {
  const state = value as NavigationState;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof state.path === 'string' &&
    typeof state.kind === 'string' &&
    typeof state.id === 'string'
  );
}

/** Called when a card is picked, just before the browser follows its link. */
export function rememberForNavigation(state: NavigationState): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(state));
  } catch {
    // Storage unavailable (private mode, quota): the pre-rendered page still shows the item.
  }
}

/** Moves a picked object meant for this path into the current history entry. */
export function commitPendingNavigationState(pathname: string): void {
  let pending: unknown;
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    if (raw === null) return;
    window.sessionStorage.removeItem(PENDING_KEY);
    pending = JSON.parse(raw);
  } catch {
    return;
  }
  if (!isNavigationState(pending) || pending.path !== pathname) return;
  window.history.replaceState({ ...(window.history.state ?? {}), [HISTORY_KEY]: pending }, '');
}

/** What the visitor picked to reach this path, if this history entry carries it. */
export function readNavigationState(pathname: string): NavigationState | null {
  const state: unknown = (window.history.state as Record<string, unknown> | null)?.[HISTORY_KEY];
  return isNavigationState(state) && state.path === pathname ? state : null;
}

/** Inline in every page's <head>: runs before Next.js replaces history.state on load. */
export const NAVIGATION_STATE_CAPTURE_SCRIPT = `try{var s=history.state&&history.state[${JSON.stringify(HISTORY_KEY)}];if(s&&s.path===location.pathname)sessionStorage.setItem(${JSON.stringify(PENDING_KEY)},JSON.stringify(s))}catch(e){}`;
