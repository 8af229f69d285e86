// Part of `npm run bench`: how much main-thread work moving between questions of a practice test
// takes. Serves out/, opens a test in Debian's Chromium (at full speed and with the CPU slowed 4×,
// as Lighthouse models a mid-range phone), and times Save & Next and palette jumps: the click's
// event handling with React's render and effects, which run synchronously for a click. Prints only.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium.ts';

const PORT = 4391;
const TEST = '/practice/cat-practice-1';
const MOVES = 30;

const server = spawn('bash', ['scripts/hosts/serve.sh'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore', detached: true });
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
};

async function waitForServer() {
  for (let tries = 0; tries < 50; tries += 1) {
    try {
      if ((await fetch(`http://localhost:${PORT}/api/marquee/get`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the static server did not start');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, slowdown) {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`http://localhost:${PORT}${TEST}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Start the test' }).click();
  await page.locator('#practice-question-heading').waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const times = await page.evaluate(async (moves) => {
    const spent = [];
    const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    for (let move = 0; move < moves; move += 1) {
      const buttons = [...document.querySelectorAll('button')];
      const target =
        move % 3 === 2
          ? buttons.find((button) => button.getAttribute('aria-label')?.startsWith(`Question ${1 + (move % 8)},`))
          : buttons.find((button) => button.textContent === 'Save & Next');
      const started = performance.now();
      target.click();
      spent.push(performance.now() - started);
      await settle();
    }
    return spent;
  }, MOVES);
  await page.close();
  return { median: median(times), max: Math.max(...times) };
}

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log(`\nPractice test: main-thread time per move between questions (${TEST}, ${MOVES} moves)`);
  for (const slowdown of [1, 4]) {
    const { median: mid, max } = await measure(browser, slowdown);
    console.log(`  CPU ${slowdown}×: median ${mid.toFixed(1)} ms, slowest ${max.toFixed(1)} ms (target: under 50 ms)`);
  }
  await browser.close();
} finally {
  stop();
}
