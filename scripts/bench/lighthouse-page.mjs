// One Lighthouse run (mobile settings) of one page, in a fresh Chromium and a fresh process, printed
// as one JSON line. scripts/bench/audit.mjs calls it once per run: a browser and a Node heap reused over
// dozens of runs grow slower and slower, and that skews the later pages' timings.
// Usage: node --import ./scripts/register-ts.mjs scripts/bench/lighthouse-page.mjs http://localhost:4300/about_us
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { AUDIT_CHROMIUM_PATH, CHROMIUM_ARGS } from '../shared/chromium.ts';

const url = process.argv[2];
// The headless shell is headless by design; the full browser needs --headless=new.
const chrome = await chromeLauncher.launch({
  chromePath: AUDIT_CHROMIUM_PATH,
  chromeFlags: [...(AUDIT_CHROMIUM_PATH.endsWith('headless-shell') ? [] : ['--headless=new']), ...CHROMIUM_ARGS],
});

// A browser that has just started is still busy setting itself up; let it settle before measuring.
await new Promise((resolve) => setTimeout(resolve, 3000));

try {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (lhr.runtimeError) {
    console.log(JSON.stringify({ error: lhr.runtimeError.message }));
  } else {
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
    console.log(
      JSON.stringify({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        jsBytes: scripts?.transferSize ?? 0,
        benchmarkIndex: lhr.environment?.benchmarkIndex,
        failing: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      }),
    );
  }
} finally {
  await chrome.kill();
}
