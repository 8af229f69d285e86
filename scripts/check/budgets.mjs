// Size budgets on the built output (deterministic, unlike timings): fails when a page ships more
// JavaScript or HTML than it may. Part of `npm test`.
import { isContentPage, pageWeights } from '../shared/page-weights.mjs';

/** Every page stays well under the old single-page site's one 269 kB (gzip) script. */
const MAX_JS_GZIP = 190 * 1024;
const MAX_HTML_GZIP = 40 * 1024;

const rows = pageWeights();
const home = rows.find((row) => row.route === '/');
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const problems = [];

for (const row of rows) {
  if (row.jsGzip > MAX_JS_GZIP) problems.push(`${row.route}: ${kB(row.jsGzip)} of JavaScript (gzip), over ${kB(MAX_JS_GZIP)}`);
  if (row.htmlGzip > MAX_HTML_GZIP) problems.push(`${row.route}: ${kB(row.htmlGzip)} of HTML (gzip), over ${kB(MAX_HTML_GZIP)}`);
  if (isContentPage(row.route) && row.jsGzip > home.jsGzip) {
    problems.push(`${row.route}: ${kB(row.jsGzip)} of JavaScript, more than the home page's ${kB(home.jsGzip)}`);
  }
}

if (problems.length) {
  console.error(`Size budgets exceeded:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
const heaviest = rows.reduce((a, b) => (a.jsGzip > b.jsGzip ? a : b));
console.log(`Budgets OK: ${rows.length} pages; most JavaScript ${kB(heaviest.jsGzip)} (${heaviest.route}), home ${kB(home.jsGzip)}.`);
