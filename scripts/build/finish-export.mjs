// `npm run build`, after `next build`: makes the files the export needs beyond Next's own output,
// one step at a time, in order (each step may rely on the ones before it). Every step prints one
// line: what it made, how many, and how long it took. Runs under scripts/register-ts.mjs, so steps
// may import the site's TypeScript (content loaders, site map, host rules).
//
// Usage: node --import ./scripts/register-ts.mjs scripts/build/finish-export.mjs [step names…]
// (with names, only those steps run, e.g. `service-worker` after editing its settings).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The steps, in order. A step is the module of its name in this folder (`search-index` is
 * ./search-index.mjs), exporting `make({ out })`, which returns its one-line summary. To add one
 * (a report, say), append its name here.
 */
export const STEPS = [
  // First: it changes start-up scripts, which the worker's revisions below must see as shipped.
  'compile-hints',
  // Before anything reads the pages' HTML: the search index and the worker's revisions see the final files.
  'csp-hashes',
  'host-rules',
  'calendar-files',
  'search-index',
  // Last: the worker precaches files of the finished export, by revision.
  'service-worker',
  // After the worker and the search index, which must not see it: the content editor at /admin/.
  'admin-editor',
  // Warnings only: content that has gone stale by today (exam cycles, announcement dates, papers).
  'freshness',
  // With CONTENT_READS=1: how often the whole build opened each content file (lib/content/reads.ts).
  'content-reads',
];

const out = path.resolve('out');
if (!fs.existsSync(path.join(out, 'index.html'))) {
  console.error('build: out/index.html is missing; run `next build` first.');
  process.exit(1);
}
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STEPS.includes(name));
if (unknown.length) {
  console.error(`build: no step named ${unknown.join(', ')} (steps: ${STEPS.join(', ')})`);
  process.exit(1);
}

const width = Math.max(...STEPS.map((step) => step.length));
for (const step of STEPS.filter((name) => wanted.length === 0 || wanted.includes(name))) {
  const started = performance.now();
  try {
    const { make } = await import(`./${step}.mjs`);
    const summary = await make({ out });
    console.log(`${step.padEnd(width)}  ${summary} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.error(`${step.padEnd(width)}  failed: ${error instanceof Error ? error.message : error}`);
    if (error instanceof Error && error.stack) console.error(error.stack);
    process.exit(1);
  }
}
