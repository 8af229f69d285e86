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
 * The steps, in order. A step is a module in this folder exporting `make({ out })`, which returns
 * its one-line summary. To add one (a report, say), append it here.
 */
export const STEPS = [
  // First: it changes start-up scripts, which the worker's revisions below must see as shipped.
  { name: 'compile-hints', module: './compile-hints.mjs' },
  // Before anything reads the pages' HTML: the search index and the worker's revisions see the final files.
  { name: 'csp-hashes', module: './csp-hashes.mjs' },
  { name: 'host-rules', module: './host-rules.mjs' },
  { name: 'calendar-files', module: './calendar-files.mjs' },
  { name: 'search-index', module: './search-index.mjs' },
  // Last: the worker precaches files of the finished export, by revision.
  { name: 'service-worker', module: './service-worker.mjs' },
  // Warnings only: content that has gone stale by today (exam cycles, announcement dates, papers).
  { name: 'freshness', module: './freshness.mjs' },
  // With CONTENT_READS=1: how often the whole build opened each content file (lib/content/reads.ts).
  { name: 'content-reads', module: './content-reads.mjs' },
];

const out = path.resolve('out');
if (!fs.existsSync(path.join(out, 'index.html'))) {
  console.error('build: out/index.html is missing; run `next build` first.');
  process.exit(1);
}
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length) {
  console.error(`build: no step named ${unknown.join(', ')} (steps: ${STEPS.map((step) => step.name).join(', ')})`);
  process.exit(1);
}

const width = Math.max(...STEPS.map((step) => step.name.length));
for (const step of STEPS.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.name))) {
  const started = performance.now();
  try {
    const { make } = await import(step.module);
    const summary = await make({ out });
    console.log(`${step.name.padEnd(width)}  ${summary} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.error(`${step.name.padEnd(width)}  failed: ${error instanceof Error ? error.message : error}`);
    if (error instanceof Error && error.stack) console.error(error.stack);
    process.exit(1);
  }
}
