// Part of `npm run bench`: how much main-thread work moving between questions of a practice test
// takes. Serves out/, opens a test at a phone size in Debian's Chromium and traces a series of real
// taps, as scripts/bench/main-thread.mjs traces page loads: choose an option, Save & Next, Previous,
// open the palette, jump to a question. A tap's cost is the main thread's CPU time from the task
// that dispatches it to the end of the first frame committed after it (the input event, React's
// render and effects, style, layout and paint), as Interaction to Next Paint counts it; the work in
// the whole window after it (the saved attempt, the focus moved after the paint, the clock's tick)
// is printed beside it. Measured on a mini-test and on the largest full-length mock (the most
// questions: the palette, the outline and the saved attempt all grow with it).
//
// The target is under 50 ms a move between questions (Save & Next, Previous, a jump from the
// palette) at a 4× CPU slowdown, and the bench judges it both ways a 4× slowdown is applied: the
// work traced at full speed, times four (Lighthouse's simulated throttling, which it uses for page
// loads), and the same taps traced with the CPU slowed 4× through CDP (Emulation.setCPUThrottlingRate,
// as DevTools applies it and as Lighthouse measures interactions: its timespan mode turns simulated
// throttling into this, and its Interaction to Next Paint audit does not run under simulation).
// On a machine with few cores the CDP figure runs above four times the full-speed one, because
// Chromium's throttler also charges the time the page's thread waits for a core (docs/performance.md,
// "Why the CDP figure runs above four times the full-speed one"). Prints only; asserts nothing.
import { chromium } from '@playwright/test';
import { practiceTests, questionCount } from '../../lib/content/practice.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium.ts';
import { startStaticServer } from '../shared/static-server.mjs';
import { cpuMs, median, phonePage, threadTasks } from '../shared/trace.mjs';

const PORT = 4391;
const largest = practiceTests.all().reduce((a, b) => (questionCount(b) > questionCount(a) ? b : a));
const TESTS = [
  // PRACTICE_TESTS=largest measures the largest mock alone.
  { href: '/practice/cat-practice-1', label: 'mini-test, 24 questions' },
  { href: largest.href, label: `largest mock, ${questionCount(largest)} questions` },
].filter((test) => process.env.PRACTICE_TESTS !== 'largest' || test.href === largest.href);
// The taps that move between questions, the measure; choosing an option and opening the
// palette are timed and printed beside them.
const MOVES = new Set(['save & next', 'previous', 'jump']);
// Five taps (and one window without a tap) each: 60 taps, 36 of them moves. A single move through
// CDP varies from about half to twice the median on this 2-core machine (26–98 ms around a median
// of 42 in one run of 54 moves), so the median of 18 moves (six cycles, as the bench once ran)
// read 39.6–51.1 ms in five back-to-back runs of one build; twice the moves narrow the median's
// spread from sampling alone by about a third.
const CYCLES = 12;
const SETTLE_MS = 600;

/**
 * The moves of one cycle, each a function that finds its target (before the move is timed) and
 * returns the point to tap. Taps go through CDP's input domain (page.mouse), so no Playwright
 * script runs on the page while a move is measured.
 */
function movesOf(page) {
  const centre = async (locator) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`nothing to tap: ${locator}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  return [
    [
      'choose',
      async () => {
        const radio = page.getByRole('radio', { name: /^Option B:/ });
        if (await radio.count()) return centre(radio);
        return centre(page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '1', exact: true }));
      },
    ],
    ['save & next', () => centre(page.getByRole('button', { name: 'Save & Next', exact: true }))],
    ['previous', () => centre(page.getByRole('button', { name: 'Previous', exact: true }))],
    ['open palette', () => centre(page.getByRole('button', { name: 'Question palette', exact: true }))],
    [
      'jump',
      async (cycle) => {
        // A question of the open section (a timed section's palette lists its own questions only).
        const buttons = page.getByRole('dialog', { name: 'Question palette' }).getByRole('button', { name: /^Question \d+,/ });
        const available = await buttons.count();
        return centre(buttons.nth((cycle * 37 + 11) % available));
      },
    ],
    // No tap: the window's work with nothing done (the clock's tick each second), for comparison.
    ['(no tap)', async () => null],
  ];
}

async function measure(browser, { href }, slowdown) {
  const { context, page, cdp } = await phonePage(browser, 915);
  await page.goto(`${base}${href}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Start the test' }).click();
  await page.locator('#practice-question-heading').waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.waitForTimeout(SETTLE_MS);
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', '__metadata'],
  });
  const names = [];
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    for (const [name, target] of movesOf(page)) {
      const point = await target(cycle);
      await page.waitForTimeout(100);
      await page.evaluate((label) => performance.mark(`move:${label}`), `${names.length}`);
      names.push(name);
      if (point) await page.mouse.click(point.x, point.y);
      await page.waitForTimeout(SETTLE_MS);
    }
  }
  await page.evaluate(() => performance.mark('move:end'));
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const events = trace.traceEvents ?? trace;
  const marks = events.filter((event) => event.cat?.includes('blink.user_timing') && String(event.name).startsWith('move:'));
  const starts = [...new Map(marks.map((mark) => [mark.name, mark])).values()].sort((a, b) => a.ts - b.ts);
  const { pid, tid } = starts[0];
  const tasks = threadTasks(events, { pid, tid });
  const onThread = (name) =>
    events.filter((event) => event.name === name && event.pid === pid && event.tid === tid).map((event) => event.ts);
  const dispatches = onThread('EventDispatch');
  const commits = onThread('Commit');
  const within = (task, times) => times.some((ts) => ts >= task.ts && ts < task.ts + task.dur);
  const windows = starts.slice(0, -1).map((start, index) => {
    const end = starts[index + 1].ts;
    const inWindow = tasks.filter((task) => task.ts >= start.ts && task.ts < end);
    const all = inWindow.reduce((sum, task) => sum + cpuMs(task), 0);
    // The tap itself, as Interaction to Next Paint counts it: from the task that dispatches the
    // input to the end of the first frame committed after it (React's render, effects, style,
    // layout, paint). Later frames of a colour transition are not part of it.
    const first = inWindow.findIndex((task) => within(task, dispatches));
    if (first < 0) return { all, tap: 0 };
    const frame = inWindow.findIndex((task, at) => at > first && within(task, commits));
    const tap = inWindow.slice(first, frame < 0 ? undefined : frame + 1).reduce((sum, task) => sum + cpuMs(task), 0);
    return { all, tap };
  });
  const byMove = new Map();
  windows.forEach((cost, index) => byMove.set(names[index], [...(byMove.get(names[index]) ?? []), cost]));
  const taps = windows.filter((_, index) => names[index] !== '(no tap)');
  const moves = windows.filter((_, index) => MOVES.has(names[index])).map((cost) => cost.tap);
  return {
    moves: median(moves),
    movesMiddleHalf: middleHalf(moves),
    median: median(taps.map((cost) => cost.tap)),
    max: Math.max(...taps.map((cost) => cost.tap)),
    window: median(taps.map((cost) => cost.all)),
    idle: median((byMove.get('(no tap)') ?? []).map((cost) => cost.all)),
    byMove,
  };
}

/** The first and third quartiles, as "a–b ms". */
function middleHalf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.floor((sorted.length - 1) * q)].toFixed(1);
  return `${at(0.25)}–${at(0.75)} ms`;
}

const TARGET_MS = 50;
const verdict = (ms) => `${ms < TARGET_MS ? 'under' : 'OVER'} the ${TARGET_MS} ms target`;

/** Each kind of tap's median, for the kinds `keep` accepts: as traced, or times four with `timesFour`. */
const perKind = (byMove, keep, { timesFour = false } = {}) =>
  [...byMove]
    .filter(([name]) => keep(name))
    .map(([name, values]) => {
      const ms = median(values.map((cost) => cost.tap));
      return timesFour ? `${name} ${(4 * ms).toFixed(0)}` : `${name} ${ms.toFixed(1)}`;
    })
    .join(', ');
const everyTap = (name) => name !== '(no tap)';
const isMove = (name) => MOVES.has(name);

const { base, stop } = await startStaticServer(PORT);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log(
    `\nPractice tests: main-thread work per move between questions, from a trace (${CYCLES * 5} taps each; target: under ${TARGET_MS} ms at 4×)`,
  );
  for (const test of TESTS) {
    console.log(`  ${test.href} (${test.label})`);
    const full = await measure(browser, test, 1);
    const simulated = full.moves * 4;
    console.log(
      `    full speed: a move to its next frame, median ${full.moves.toFixed(1)} ms (middle half ${full.movesMiddleHalf}); every tap, median ${full.median.toFixed(1)} ms, slowest ${full.max.toFixed(1)} ms (${perKind(full.byMove, everyTap)}); all work in the ${SETTLE_MS} ms after a tap ${full.window.toFixed(1)} ms, with no tap ${full.idle.toFixed(1)} ms`,
    );
    console.log(
      `    4× simulated (the full-speed work times four, as Lighthouse throttles page loads): a move ${simulated.toFixed(0)} ms: ${verdict(simulated)} (${perKind(full.byMove, isMove, { timesFour: true })})`,
    );
    const cdp = await measure(browser, test, 4);
    console.log(
      `    4× through CDP (as DevTools and Lighthouse's interaction measures apply it; ${(cdp.moves / full.moves).toFixed(1)} times the full-speed figure): a move, median ${cdp.moves.toFixed(1)} ms (middle half ${cdp.movesMiddleHalf}): ${verdict(cdp.moves)}; every tap, median ${cdp.median.toFixed(1)} ms, slowest ${cdp.max.toFixed(1)} ms (${perKind(cdp.byMove, everyTap)})`,
    );
  }
  await browser.close();
} finally {
  stop();
}
