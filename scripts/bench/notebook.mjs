// Part of `npm run bench`: opening the mistake notebook with many saved mistakes. Serves out/,
// saves a history in which every question of the first tests was left unanswered (whole tests,
// until at least 500 mistakes, the figure; then again with every test of the bank), opens
// /practice/mistakes at a phone size and prints the main-thread CPU time of sorting them into the
// notebook and drawing its first page (the tasks from the `notebook:open` measure to the frame
// that draws the page), with the CPU slowed 4× (as Lighthouse models a mid-range phone) and at full
// speed, and the time of switching the filter to all of them. Prints only.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium.ts';
import { startStaticServer } from '../shared/static-server.mjs';
import { cpuMs, median, threadTasks } from '../shared/trace.mjs';

const PORT = 4392;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** Every question of whole tests unanswered, one finished attempt per test, until `least` mistakes are saved. */
async function seedMistakes(page, least) {
  return page.evaluate(async (least) => {
    const index = await (await fetch('/practice/bank/index.json')).json();
    let count = 0;
    for (const test of index.tests) {
      if (count >= least) break;
      const responses = {};
      for (const section of test.sections)
        for (const question of section.questions) {
          responses[question.id] = { answer: null, marked: false, timeMs: 1000 };
          count += 1;
        }
      const entry = {
        score: 0,
        maxScore: 1,
        correct: 0,
        wrong: 0,
        skipped: count,
        questions: count,
        timeMs: 1,
        startedAt: 1,
        submittedAt: 2,
        version: test.version,
        endReason: 'submitted',
        sections: [],
        responses,
      };
      localStorage.setItem(`practice.history.${test.id}`, JSON.stringify({ format: 2, entries: [entry] }));
    }
    return count;
  }, least);
}

/**
 * The main-thread work of sorting the notebook and drawing its first page: the CPU time of every
 * task on the page's main thread from the one where the `notebook:open` measure begins (the saved
 * answers read) to the one that commits the first frame after it ends (the first page committed by
 * React, then laid out and painted by the browser). If the framework splits the render from its
 * commit, every part counts, and so does anything else that ran in between, so the figure can only
 * err high. CPU time, so other processes on a shared machine do not inflate it.
 */
function openingWork(events) {
  const begin = events.find((event) => event.name === 'notebook:open' && event.ph === 'b');
  const end = events.find((event) => event.name === 'notebook:open' && event.ph === 'e');
  if (!begin || !end) return NaN;
  const tasks = threadTasks(events, end);
  const commits = events.filter((event) => event.name === 'Commit' && event.pid === end.pid && event.tid === end.tid && event.ts >= end.ts);
  const drawn = Math.min(...commits.map((event) => event.ts));
  if (!Number.isFinite(drawn)) return NaN;
  return tasks.filter((task) => task.ts <= drawn && task.ts + task.dur >= begin.ts).reduce((sum, task) => sum + cpuMs(task), 0);
}

const range = (values) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

/** One opening of the notebook with `least` mistakes saved, the CPU slowed `slowdown` times. */
async function openOnce(browser, least, slowdown) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/practice`);
    const mistakes = await seedMistakes(page, least);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', '__metadata'],
    });
    await page.goto(`${base}/practice/mistakes`);
    await page.locator('[data-ref]').first().waitFor({ timeout: 60_000 });
    const open = openingWork(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
    const all = await page.evaluate(async () => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.startsWith('All ('));
      const started = performance.now();
      button.click();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - started;
    });
    return { mistakes, open, all };
  } finally {
    await context.close();
  }
}

// Chromium's CPU throttling pauses the page's thread in slices, so one short task measured under
// it varies by half either way from run to run. Each case is therefore measured both ways: slowed
// 4× through CDP (median of the runs, with their range), and at full speed multiplied by 4, which
// is how Lighthouse's default (simulated) throttling models the same phone.
const { base, stop } = await startStaticServer(PORT);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log('');
  for (const least of [500, Number.POSITIVE_INFINITY]) {
    const runs = { 4: [], 1: [] };
    for (let run = 0; run < RUNS; run += 1) for (const slowdown of [4, 1]) runs[slowdown].push(await openOnce(browser, least, slowdown));
    const slowed = runs[4].map((run) => run.open);
    const fullSpeed = runs[1].map((run) => run.open);
    console.log(
      `Mistake notebook with ${runs[4][0].mistakes} saved mistakes: opening takes ${median(slowed).toFixed(0)} ms of main-thread ` +
        `CPU time with the CPU slowed 4× (median of ${RUNS}, runs ${range(slowed)} ms); at full speed ${median(fullSpeed).toFixed(1)} ms, ` +
        `×4 = ${(4 * median(fullSpeed)).toFixed(0)} ms (Lighthouse's simulated 4×). Switching to all: ` +
        `${median(runs[4].map((run) => run.all)).toFixed(0)} ms at 4×. Budget: under 100 ms at 4×`,
    );
  }
  await browser.close();
} finally {
  stop();
}
