/* global self, caches, fetch, URL */
// The service worker's offline practice pack, imported by out/sw.js (Workbox) before its routes.
// The build fills in OFFLINE_PACK: { cache, urls, message }: the pack's cache name (it
// changes when any of its files does) and the addresses to save. Workbox precaches only the app
// shell on install; this saves the rest when a page asks (scripts/build/service-worker.mjs).
const OFFLINE_PACK = __OFFLINE_PACK__;
const PACK_PREFIX = 'offline-pack-';
const PARALLEL = 6;

let saving;
let complete = false;
// Chrome sends `Save-Data: on` with requests while the student's data saver is on; the worker
// sees it on navigations and then saves nothing unasked, even if the page could not tell.
let saveDataHeaderSeen = false;

self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') saveDataHeaderSeen = event.request.headers.get('save-data') === 'on';
});

function saveDataRequested() {
  return self.navigator.connection?.saveData === true || saveDataHeaderSeen;
}

/** Fetches every file of the pack not yet in its cache; resolves with how many are saved and failed. */
async function savePack() {
  const cache = await caches.open(OFFLINE_PACK.cache);
  const queue = [...OFFLINE_PACK.urls];
  let saved = 0;
  let failed = 0;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        if (!(await cache.match(url))) {
          // Hashed files never change; pages and images are checked with the server (cheap 304s).
          const response = await fetch(url, { cache: url.startsWith('/_next/static/') ? 'default' : 'no-cache' });
          if (!response.ok || response.redirected) throw new Error(`${url}: ${response.status}`);
          await cache.put(url, response);
        }
        saved += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (failed === 0) {
    complete = true;
    // An older version's pack is kept until this one is whole, so saved tests keep working offline.
    for (const name of await caches.keys()) if (name.startsWith(PACK_PREFIX) && name !== OFFLINE_PACK.cache) await caches.delete(name);
  }
  return { saved, failed };
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== OFFLINE_PACK.message) return;
  const reply = event.ports[0];
  if (event.data.auto && (complete || saveDataRequested())) {
    reply?.postMessage(complete ? { saved: OFFLINE_PACK.urls.length, failed: 0 } : { skipped: true });
    return;
  }
  saving ??= savePack().finally(() => {
    saving = undefined;
  });
  event.waitUntil(saving.then((result) => reply?.postMessage(result)));
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
    const names = (await caches.keys()).filter((name) => name.startsWith(PACK_PREFIX));
    // This version's pack first, then an older one that is still whole.
    names.sort((a, b) => Number(b === OFFLINE_PACK.cache) - Number(a === OFFLINE_PACK.cache));
    for (const name of names) {
      const found = await (await caches.open(name)).match(url.pathname);
      if (found) return found;
    }
    return null;
  },
};
