// What a first visit costs over the network, service worker included, with and without the
// browser's request to save data: serves out/, opens one page in a fresh Debian Chromium, waits
// until the worker has installed (and, without saveData, saved the offline practice pack), and
// adds up the bytes of every response the page and the worker received (headers and body as
// transferred, compressed as the server sends them). Prints only.
// Usage: node --import ./scripts/register-ts.mjs scripts/bench/first-visit.mjs [/route] [--port=4392]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../shared/chromium.ts';
import { startStaticServer } from '../shared/static-server.mjs';

const route = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/about_us';
const PORT = Number(process.argv.find((arg) => arg.startsWith('--port='))?.split('=')[1] ?? 4392);
const ORIGIN = `http://localhost:${PORT}`;

const { stop } = await startStaticServer(PORT);

async function firstVisit(saveData) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  if (saveData) {
    await context.addInitScript(() => {
      Object.defineProperty(Object.getPrototypeOf(navigator.connection), 'saveData', { get: () => true, configurable: true });
    });
  }
  const sizes = [];
  context.on('requestfinished', (request) => {
    sizes.push(
      request
        .sizes()
        .then((size) => ({ worker: Boolean(request.serviceWorker()), bytes: size.responseHeadersSize + size.responseBodySize }))
        .catch(() => ({ worker: false, bytes: 0 })),
    );
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${route}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Without saveData the page has asked for the pack; asking again answers once it is saved.
  if (!saveData) {
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          navigator.serviceWorker.ready.then((registration) =>
            registration.active.postMessage({ type: 'SAVE_OFFLINE_PACK', auto: true }, [channel.port2]),
          );
        }),
    );
  }
  await page.waitForLoadState('networkidle');
  const done = await Promise.all(sizes);
  await browser.close();
  const sum = (rows) => rows.reduce((total, row) => total + row.bytes, 0);
  return { requests: done.length, page: sum(done.filter((row) => !row.worker)), worker: sum(done.filter((row) => row.worker)) };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
for (const saveData of [false, true]) {
  const { requests, page, worker } = await firstVisit(saveData);
  console.log(
    `${route}, saveData ${saveData ? 'on ' : 'off'}: ${kB(page + worker)} in ${requests} responses (page ${kB(page)}, service worker ${kB(worker)})`,
  );
}
stop();
