// Main-thread work of pages at load, measured from a Chromium trace under a 4× CPU slowdown at a
// phone size (as Lighthouse's mobile runs): the blocking time of long tasks (each task's time over
// 50 ms, wall clock, as Total Blocking Time counts it), the longest task, and the main thread's CPU
// time (the trace's thread time, less sensitive than wall clock to other processes, though a heavily
// loaded machine still moves it). Several sites can be compared in one run, their loads interleaved
// so contention hits both alike; prints medians.
// Usage: node --import ./scripts/register-ts.mjs scripts/bench/main-thread.mjs --routes=/,/games/sudoku --runs=5 before=http://localhost:4301 after=http://localhost:4184
import { chromium } from '@playwright/test';
import { AUDIT_CHROMIUM_PATH as CHROMIUM_PATH, CHROMIUM_ARGS } from '../shared/chromium.ts';
import { median, phonePage, threadTasks } from '../shared/trace.mjs';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const routes = (option('routes') ?? '/').split(',');
const runs = Number(option('runs') ?? 5);
const sites = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => {
    const [label, base] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, arg];
    return { label, base };
  });
if (sites.length === 0) sites.push({ label: 'site', base: 'http://localhost:3000' });

/** Load one page in a fresh context and read its main thread's tasks from a trace. */
async function measure(browser, url) {
  const { context, page, cdp } = await phonePage(browser, 823);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'],
  });
  // A busy machine can take long to load a page under the slowdown: allow two minutes.
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Effects, idle callbacks and the first timers run after load: keep tracing a while.
  await page.waitForTimeout(4000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const events = trace.traceEvents ?? trace;
  // The page's renderer: other renderers (the first about:blank, the browser's own pages) can be
  // in the trace too, so take the main thread that evaluated this site's scripts.
  const origin = new URL(url).origin;
  const ranSite = (event) => event.name === 'EvaluateScript' && String(event.args?.data?.url).startsWith(origin);
  const main = events.find(ranSite);
  const tasks = main ? threadTasks(events, main) : [];
  const wallMs = tasks.map((task) => (task.dur ?? 0) / 1000);
  return {
    blockingMs: wallMs.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    longestMs: Math.max(0, ...wallMs),
    cpuMs: tasks.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0),
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const route of routes) {
    const results = new Map(sites.map((site) => [site.label, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const site of sites) results.get(site.label).push(await measure(browser, `${site.base}${route}`));
    }
    for (const site of sites) {
      const rows = results.get(site.label);
      const pick = (key) => Math.round(median(rows.map((row) => row[key])));
      console.log(
        `${route.padEnd(16)} ${site.label.padEnd(8)} blocking ${String(pick('blockingMs')).padStart(5)} ms  longest task ${String(pick('longestMs')).padStart(5)} ms  main-thread CPU ${String(pick('cpuMs')).padStart(5)} ms  (median of ${runs}; blocking per run ${rows.map((row) => Math.round(row.blockingMs)).join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
}
