// Runs after postbuild, with TypeScript modules available: the files the export gains from the
// content (calendar files of confirmed exam dates), then the search index over the final pages.
await import('./calendar-files.mjs');
await import('./search-index.mjs');
