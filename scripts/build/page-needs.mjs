// The files a page cannot run without: the scripts and stylesheets its HTML loads from
// /_next/static/ (named by content hash). The service worker saves a page only together with
// them, and serves a saved test offline only when they are all there (offline-pack.sw.js); the
// build copies this function's source into the worker, so it must stay self-contained.

/** The /_next/static/ scripts and stylesheets a page's HTML loads (src and href), each once, in order. */
export function pageNeeds(html) {
  const found = new Set();
  for (const match of html.matchAll(/\s(?:src|href)="(\/_next\/static\/[^"?#]+\.(?:js|css))(?:[?#][^"]*)?"/g)) found.add(match[1]);
  return [...found];
}
