// Runs after postbuild, with TypeScript modules available: the files the export gains from the
// content (calendar files of confirmed exam dates), the search index over the final pages, and
// last the service worker, which precaches files of the finished export.
await import('./calendar-files.mjs');
await import('./search-index.mjs');
await import('./service-worker.mjs');
