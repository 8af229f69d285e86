// Runs after postbuild, with TypeScript modules available: the files the export gains from the
// content (calendar files of confirmed exam dates), the search index over the final pages, and
// the service worker, which precaches files of the finished export; last, with CONTENT_READS set,
// the count of content-file reads of the whole build.
await import('./calendar-files.mjs');
await import('./search-index.mjs');
await import('./service-worker.mjs');
await import('./content-reads.mjs');
