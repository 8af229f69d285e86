// Size budgets on the built output (deterministic, unlike timings): fails when a page ships more
// JavaScript or HTML than it may. Part of `npm test`.
import { practiceTests } from '../../lib/content/practice.ts';
import { PACK_BUDGET_BYTES } from '../build/offline-pack-files.mjs';
import { offlinePacks } from '../build/service-worker.mjs';
import { isContentPage, pageWeights } from '../shared/page-weights.mjs';

/** Every page stays well under the old single-page site's one 269 kB (gzip) script. */
const MAX_JS_GZIP = 190 * 1024;
/** Reading pages (the site map marks them): React and Next's runtime are about 128 kB of it. */
const MAX_CONTENT_JS_GZIP = 145 * 1024;
/** The home page, with its testimonials carousel (Swiper loads when the carousel nears the screen). */
const MAX_HOME_JS_GZIP = 175 * 1024;
const MAX_HTML_GZIP = 40 * 1024;
/**
 * A practice test page carries its whole paper in the HTML (every question, option, passage and
 * worked explanation, rendered at build time, so the test runs and is reviewed offline with no
 * further request): its own HTML budget. The 150-question AILET mock is the largest.
 */
const MAX_TEST_HTML_GZIP = 75 * 1024;
// The tests' own pages, not the practice tools beside them (/practice/mistakes, /practice/drill …).
const testPages = new Set(practiceTests.all().map((test) => test.href));
const isTestPage = (route) => testPages.has(route);

/**
 * The content editor at /admin/ is for staff on a laptop, never on a student's page (no page links
 * it and the service worker never fetches it): its own budget, on its whole script.
 */
const EDITOR_ROUTE = '/admin';
const MAX_EDITOR_JS_GZIP = 700 * 1024;

const allRows = pageWeights();
const editor = allRows.find((row) => row.route === EDITOR_ROUTE);
const rows = allRows.filter((row) => row !== editor);
const home = rows.find((row) => row.route === '/');
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const problems = [];

// A full-length mock loads no more JavaScript than the lightest test page: its length is content, never code.
const testRows = rows.filter((row) => isTestPage(row.route));
const lightestTest = testRows.length ? Math.min(...testRows.map((row) => row.jsGzip)) : 0;

for (const row of rows) {
  if (row.jsGzip > MAX_JS_GZIP) problems.push(`${row.route}: ${kB(row.jsGzip)} of JavaScript (gzip), over ${kB(MAX_JS_GZIP)}`);
  const maxHtml = isTestPage(row.route) ? MAX_TEST_HTML_GZIP : MAX_HTML_GZIP;
  if (row.htmlGzip > maxHtml) problems.push(`${row.route}: ${kB(row.htmlGzip)} of HTML (gzip), over ${kB(maxHtml)}`);
  if (isTestPage(row.route) && row.jsGzip > lightestTest)
    problems.push(`${row.route}: ${kB(row.jsGzip)} of JavaScript, more than the lightest test page's ${kB(lightestTest)}`);
  if (isContentPage(row.route) && row.jsGzip > MAX_CONTENT_JS_GZIP)
    problems.push(`${row.route}: ${kB(row.jsGzip)} of JavaScript (gzip), over the reading pages' ${kB(MAX_CONTENT_JS_GZIP)}`);
  if (isContentPage(row.route) && row.jsGzip > home.jsGzip) {
    problems.push(`${row.route}: ${kB(row.jsGzip)} of JavaScript, more than the home page's ${kB(home.jsGzip)}`);
  }
}

if (!editor) problems.push(`${EDITOR_ROUTE}: the content editor's page is missing from out/`);
else if (editor.jsGzip > MAX_EDITOR_JS_GZIP)
  problems.push(`${EDITOR_ROUTE}: the content editor's script is ${kB(editor.jsGzip)} (gzip), over ${kB(MAX_EDITOR_JS_GZIP)}`);

if (home.jsGzip > MAX_HOME_JS_GZIP) problems.push(`/: ${kB(home.jsGzip)} of JavaScript (gzip), over ${kB(MAX_HOME_JS_GZIP)}`);

// An exam's offline pack is what "Save CAT tests for offline use" downloads on mobile data.
const { packs } = await offlinePacks('out');
for (const pack of packs) {
  for (const warning of pack.warnings) problems.push(`offline pack of ${pack.exam}: ${warning}`);
  if (pack.size.gzip > PACK_BUDGET_BYTES)
    problems.push(`offline pack of ${pack.exam}: ${kB(pack.size.gzip)} (gzip, ${pack.files.length} files), over ${kB(PACK_BUDGET_BYTES)}`);
}

if (problems.length) {
  console.error(`Size budgets exceeded:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
const heaviest = rows.reduce((a, b) => (a.jsGzip > b.jsGzip ? a : b));
const heaviestContent = rows.filter((row) => isContentPage(row.route)).reduce((a, b) => (a.jsGzip > b.jsGzip ? a : b));
console.log(
  `Budgets OK: ${rows.length} pages; most JavaScript ${kB(heaviest.jsGzip)} (${heaviest.route}), home ${kB(home.jsGzip)} ` +
    `(budget ${kB(MAX_HOME_JS_GZIP)}), heaviest reading page ${kB(heaviestContent.jsGzip)} (${heaviestContent.route}; budget ${kB(MAX_CONTENT_JS_GZIP)}).`,
);
console.log(`Content editor (/admin/, staff only): ${kB(editor.jsGzip)} of JavaScript (gzip; budget ${kB(MAX_EDITOR_JS_GZIP)}).`);
console.log(`Practice test pages (HTML budget ${kB(MAX_TEST_HTML_GZIP)} gzip, other pages ${kB(MAX_HTML_GZIP)}; JavaScript, gzip):`);
for (const row of [...testRows].sort((a, b) => b.htmlGzip - a.htmlGzip))
  console.log(`  ${row.route.padEnd(36)} HTML ${kB(row.htmlGzip).padStart(8)}  JS ${kB(row.jsGzip).padStart(8)}`);
console.log(`Offline packs, one per exam (budget ${kB(PACK_BUDGET_BYTES)} gzip each):`);
for (const pack of [...packs].sort((a, b) => b.size.gzip - a.size.gzip))
  console.log(`  ${pack.exam.padEnd(14)} ${String(pack.files.length).padStart(3)} files  ${kB(pack.size.gzip).padStart(9)}`);
