/* global self, caches, fetch, URL */
// The service worker's offline packs, imported by out/sw.js (Workbox) before its routes. The build
// fills in OFFLINE_PACK: { message, packs, tests, testNotSaved, staticCache }: one pack per exam
// (its cache name, which changes when any of its files does, and the addresses to save: the
// practice pages, that exam's tests and question bank, the scripts), the practice tests'
// addresses, the precached page that says a test is not saved for offline use, and the runtime
// cache of scripts and styles. Workbox precaches only the app shell on install; a pack is saved
// only when the student asks for it ("Save CAT tests for offline use"), so a first visit on mobile
// data downloads no test the student did not open (scripts/build/service-worker.mjs).
//
// A page is saved only together with the files it runs on (pageNeeds, scripts/build/page-needs.mjs):
// a test page kept without its scripts would open offline with a grey Start that never wakes.
const OFFLINE_PACK = __OFFLINE_PACK__;
const pageNeeds = __PAGE_NEEDS__;
const PACK_PREFIX = 'offline-pack-';
/** offline-pack-{exam}-{version}: the version is ten hex digits, so exam ids may hold hyphens. */
const packExam = (name) => name.match(/^offline-pack-(.+)-[0-9a-f]{10}$/)?.[1];
const PARALLEL = 6;
/** Pages are saved under their clean address (no extension); every other file has one. */
const isPage = (url) => !/\.[a-z0-9]+$/i.test(url.slice(url.lastIndexOf('/') + 1));

/** The pack being saved for each exam, so a second press waits for the first. */
const saving = new Map();

/** Runs `task` over the addresses, a few at a time; resolves with how many succeeded and failed. */
async function inParallel(urls, task) {
  const queue = [...urls];
  let saved = 0;
  let failed = 0;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        await task(url);
        saved += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { saved, failed };
}

/** Fetches a file into a cache; hashed files never change, others are checked with the server (cheap 304s). */
async function fetchInto(cache, url) {
  const response = await fetch(url, { cache: url.startsWith('/_next/static/') ? 'default' : 'no-cache' });
  if (!response.ok || response.redirected) throw new Error(`${url}: ${response.status}`);
  await cache.put(url, response);
}

/**
 * Makes sure every file a page's HTML loads is in one of this origin's caches, fetching the missing
 * ones into `cacheName`; resolves true only when all of them are there.
 */
async function saveNeeds(html, cacheName) {
  const cache = await caches.open(cacheName);
  const saved = await Promise.all(
    pageNeeds(html).map(async (url) => {
      if (await caches.match(url)) return true;
      return fetchInto(cache, url).then(
        () => true,
        () => false,
      );
    }),
  );
  return saved.every(Boolean);
}

/** Whether every file a page's HTML loads is saved (nothing is fetched: the device is offline). */
async function needsSaved(html) {
  const found = await Promise.all(pageNeeds(html).map((url) => caches.match(url)));
  return found.every(Boolean);
}

/**
 * Saves one exam's pack: every file first, then each page with the files it loads, so a page is
 * never kept without its scripts even when some downloads fail. Resolves with how many are saved
 * and failed.
 */
async function savePack(exam, pack) {
  const cache = await caches.open(pack.cache);
  const saveFile = async (url) => {
    if (!(await cache.match(url))) await fetchInto(cache, url);
  };
  const savePage = async (url) => {
    if (await cache.match(url)) return;
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok || response.redirected) throw new Error(`${url}: ${response.status}`);
    if (!(await saveNeeds(await response.clone().text(), pack.cache))) throw new Error(`${url}: a file it loads failed`);
    await cache.put(url, response);
  };
  const files = await inParallel(
    pack.urls.filter((url) => !isPage(url)),
    saveFile,
  );
  const pages = await inParallel(pack.urls.filter(isPage), savePage);
  const saved = files.saved + pages.saved;
  const failed = files.failed + pages.failed;
  if (failed === 0) {
    // An older version of this exam's pack is kept until this one is whole, so its saved tests
    // keep working offline.
    for (const name of await caches.keys()) if (packExam(name) === exam && name !== pack.cache) await caches.delete(name);
  }
  return { saved, failed };
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== OFFLINE_PACK.message) return;
  const reply = event.ports[0];
  const exam = event.data.exam;
  const pack = Object.hasOwn(OFFLINE_PACK.packs, exam) ? OFFLINE_PACK.packs[exam] : undefined;
  if (!pack) {
    reply?.postMessage({ saved: 0, failed: 0 });
    return;
  }
  if (!saving.has(exam))
    saving.set(
      exam,
      savePack(exam, pack).finally(() => saving.delete(exam)),
    );
  event.waitUntil(saving.get(exam).then((result) => reply?.postMessage(result)));
});

/**
 * A Workbox plugin for the runtime routes: when a route's own cache has no answer (a page offline,
 * a script or image not yet fetched), the pack's copy is used. Pages are keyed by their clean address.
 */
self.offlinePackPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return null;
    const current = new Set(Object.values(OFFLINE_PACK.packs).map((pack) => pack.cache));
    const names = (await caches.keys()).filter((name) => name.startsWith(PACK_PREFIX));
    // This version's packs first, then older ones that are still whole.
    names.sort((a, b) => Number(current.has(b)) - Number(current.has(a)));
    for (const name of names) {
      const found = await (await caches.open(name)).match(url.pathname);
      if (found) return found;
    }
    return null;
  },
};

/**
 * A Workbox plugin for page navigations, after the pack's: a page is kept only once every file it
 * loads is kept too (fetched now if the page's own requests have not brought it yet; Chrome's
 * HTTP cache lets the two requests share one download); offline, a practice test is served only
 * when it can start, and otherwise (or when it was never saved) the page saying "This test is not
 * saved for offline use yet" with what to do. Online, pages come from the network as before, so
 * a visitor with a connection never sees that page.
 */
self.offlinePages = {
  cacheWillUpdate: async ({ response }) => {
    if (!response || response.status !== 200) return null;
    return (await saveNeeds(await response.clone().text(), OFFLINE_PACK.staticCache)) ? response : null;
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (!cachedResponse || !OFFLINE_PACK.tests.includes(new URL(request.url).pathname)) return cachedResponse;
    // A test kept before pages were saved whole (or whose scripts were evicted) cannot start: not used.
    return (await needsSaved(await cachedResponse.clone().text())) ? cachedResponse : null;
  },
  handlerDidError: async ({ request }) => {
    if (!OFFLINE_PACK.tests.includes(new URL(request.url).pathname)) return null;
    return (await caches.match(OFFLINE_PACK.testNotSaved, { ignoreSearch: true })) ?? null;
  },
};
