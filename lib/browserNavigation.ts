/**
 * Whether this page's document was loaded by a reload (the browser's refresh, or a phone reloading
 * a tab it had put away) rather than reached by a link. Client-side navigations keep the first
 * document's entry, so the entry must also be for the address now shown. False wherever the
 * Navigation Timing API is missing.
 */
export function pageWasReloaded(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'reload' && new URL(entry.name).pathname === window.location.pathname;
  } catch {
    return false;
  }
}
