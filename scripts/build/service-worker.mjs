// Build step: writes out/sw.js with Workbox, last, over the finished export. On install the worker
// precaches only the app shell (home and offline pages with the files they load, styles, fonts
// and icons). An exam's "offline pack" (the practice pages, that exam's tests and question bank,
// and the scripts) is saved by scripts/build/offline-pack.sw.js when the student asks for it on
// /practice ("Save CAT tests for offline use"), so a first visit on mobile data downloads no test
// the student did not open. Other pages are kept as they are visited (network first, with a short timeout),
// static files are served from cache, the API is never cached (its errors reach the page, which
// says what the spec says), and a page neither saved nor reachable gets the offline page. A new
// version waits until the student chooses Reload (components/offline/ServiceWorker.tsx). A page is
// saved only together with the scripts and styles it loads, and offline a practice test that could
// not start gets a page saying so and what to do (offline-pack.sw.js).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'node-html-parser';
import { generateSW, getManifest } from 'workbox-build';
import { SAVE_OFFLINE_PACK } from '../../components/offline/offlinePack.ts';
import { practiceTests } from '../../lib/content/practice.ts';
import { urls } from '../../lib/urls.ts';
import { packFiles } from './offline-pack-files.mjs';
import { pageNeeds } from './page-needs.mjs';

const TEST_NOT_SAVED_PAGE = `${urls.offlineTestNotSaved.slice(1)}.html`;
const SHELL_PAGES = ['index.html', 'offline.html', TEST_NOT_SAVED_PAGE];
/** The runtime cache of scripts and styles (below), where a page's files go when it is kept. */
const STATIC_CACHE = 'static';
const SHELL_FILES = ['_next/static/**/*.{css,woff2,svg}', 'icons/*', 'icon.svg', 'manifest.webmanifest'];
const PACK_TEMPLATE = new URL('./offline-pack.sw.js', import.meta.url);

/** A runtime cache's Workbox options: its name, how many entries it keeps, complete answers (200) only. */
const runtimeCache = (cacheName, maxEntries, more) => ({
  cacheName,
  expiration: { maxEntries },
  cacheableResponse: { statuses: [200] },
  ...more,
});
/** Network first waits this long for the network, then answers from the cache. */
const NETWORK_FIRST = { networkTimeoutSeconds: 4 };

/** Shared by both lists. Files named by content hash never need revisions of their own. */
// Workbox leaves out (with a warning) any file over its size limit: a test page carries its whole
// paper (IPMAT's mock 2 is 548 kB unpacked, 69 kB gzip), so the limit is well above the largest
// file, and check:budgets fails if a pack ever leaves a file out.
const MANIFEST_OPTIONS = { dontCacheBustURLsMatching: /^_next\/static\//, maximumFileSizeToCacheInBytes: 4 * 1024 * 1024 };

/** The scripts (and any other _next/static files) the shell pages load, relative to out/. */
function filesLoadedBy(out, pages) {
  const found = new Set();
  for (const page of pages) {
    const root = parse(fs.readFileSync(path.join(out, page), 'utf8'));
    for (const element of root.querySelectorAll('script[src], link[href]')) {
      const address = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
      if (address.startsWith('/_next/static/')) found.add(address.slice(1).split('?')[0]);
    }
  }
  return [...found];
}

/** out/practice/cat-1.html → /practice/cat-1 (the address a page is opened and cached under). */
const packAddress = (url) => `/${url.replace(/\.html$/, '')}`;

/** Each file's size and gzip size, read and compressed once: every exam's pack shares the scripts. */
const fileSizes = new Map();
function fileSize(file) {
  if (!fileSizes.has(file)) {
    const bytes = fs.readFileSync(file);
    fileSizes.set(file, { bytes: bytes.length, gzip: zlib.gzipSync(bytes).length });
  }
  return fileSizes.get(file);
}

const sizeOf = (out, urls) =>
  urls.reduce(
    (sum, url) => {
      const size = fileSize(path.join(out, url));
      return { bytes: sum.bytes + size.bytes, gzip: sum.gzip + size.gzip };
    },
    { bytes: 0, gzip: 0 },
  );
const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;

const shellGlobs = (out) => [...SHELL_PAGES, ...filesLoadedBy(out, SHELL_PAGES), ...SHELL_FILES];

/**
 * Every exam's pack: its cache name (by content), its files (those of the app shell left out: the
 * worker has them) and their size. Also read by check:budgets.
 */
export async function offlinePacks(out) {
  const shellPatterns = shellGlobs(out);
  const shell = await getManifest({ globDirectory: out, globPatterns: shellPatterns, ...MANIFEST_OPTIONS });
  const inShell = new Set(shell.manifestEntries.map((entry) => entry.url));
  const exams = [...new Set(practiceTests.all().map((test) => test.exam))];
  const packs = await Promise.all(
    exams.map(async (exam) => {
      const pack = await getManifest({ globDirectory: out, globPatterns: packFiles(exam), ...MANIFEST_OPTIONS });
      const entries = pack.manifestEntries.filter((entry) => !inShell.has(entry.url));
      const version = crypto.createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 10);
      const files = entries.map((entry) => entry.url);
      return { exam, cache: `offline-pack-${exam}-${version}`, files, size: sizeOf(out, files), warnings: pack.warnings };
    }),
  );
  return { shellPatterns, shell, inShell, packs };
}

export async function make({ out }) {
  const { shellPatterns, shell, inShell, packs } = await offlinePacks(out);

  // The pack's code, named by content so the browser never runs an old copy from its HTTP cache.
  const packCode = fs
    .readFileSync(PACK_TEMPLATE, 'utf8')
    .replace(
      '__OFFLINE_PACK__',
      JSON.stringify({
        message: SAVE_OFFLINE_PACK,
        packs: Object.fromEntries(packs.map((pack) => [pack.exam, { cache: pack.cache, urls: pack.files.map(packAddress) }])),
        tests: practiceTests.all().map((test) => test.href),
        testNotSaved: `/${TEST_NOT_SAVED_PAGE}`,
        staticCache: STATIC_CACHE,
      }),
    )
    .replace('__PAGE_NEEDS__', () => pageNeeds.toString());
  const packScript = `sw-offline-pack-${crypto.createHash('sha256').update(packCode).digest('hex').slice(0, 10)}.js`;
  for (const name of fs.readdirSync(out)) if (/^sw-offline-pack-.*\.js$/.test(name)) fs.rmSync(path.join(out, name));
  fs.writeFileSync(path.join(out, packScript), packCode);

  // Every runtime route falls back to the pack when its own cache has no copy.
  const plugins = [{ cachedResponseWillBeUsed: (options) => self.offlinePackPlugin.cachedResponseWillBeUsed(options) }];
  // Pages: kept whole or not at all, and a test that cannot start offline says so.
  const pagePlugins = [
    ...plugins,
    {
      cacheWillUpdate: (options) => self.offlinePages.cacheWillUpdate(options),
      cachedResponseWillBeUsed: (options) => self.offlinePages.cachedResponseWillBeUsed(options),
      handlerDidError: (options) => self.offlinePages.handlerDidError(options),
    },
  ];
  const { count, warnings } = await generateSW({
    globDirectory: out,
    globPatterns: shellPatterns,
    ...MANIFEST_OPTIONS,
    importScripts: [`/${packScript}`],
    swDest: path.join(out, 'sw.js'),
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    // A new version waits for the student's Reload (it listens for SKIP_WAITING); the first one
    // takes charge of open pages at once.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Workbox's precache route finds / in index.html by itself (clean URLs); Next adds _rsc to
    // its data requests.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^_rsc$/],
    runtimeCaching: [
      { urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: runtimeCache('pages', 60, {
          ...NETWORK_FIRST,
          // Before the offline page: a saved practice test or game beats "You are offline".
          plugins: pagePlugins,
          precacheFallback: { fallbackURL: '/offline.html' },
        }),
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/_next/static/'),
        handler: 'CacheFirst',
        options: runtimeCache(STATIC_CACHE, 200, { plugins }),
      },
      {
        urlPattern: ({ url }) => /\.(?:png|jpe?g|svg|webp|avif|woff2)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: runtimeCache('images', 100, { plugins }),
      },
      {
        // The question bank: fresh when online, the kept copy offline (and the pack's, if saved).
        urlPattern: ({ url }) => url.pathname.startsWith('/practice/bank/'),
        handler: 'NetworkFirst',
        options: runtimeCache('bank', 30, { ...NETWORK_FIRST, plugins }),
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/pagefind/') || url.pathname.endsWith('.txt'),
        handler: 'NetworkFirst',
        options: runtimeCache('data', 100, NETWORK_FIRST),
      },
    ],
  });
  for (const warning of [...warnings, ...shell.warnings, ...packs.flatMap((pack) => pack.warnings)])
    console.warn(`service worker: ${warning}`);
  const shellSize = sizeOf(out, [...inShell]);
  const largest = packs.reduce((a, b) => (b.size.gzip > a.size.gzip ? b : a));
  return (
    `out/sw.js precaches the app shell, ${count} files (${kB(shellSize.bytes)}, ${kB(shellSize.gzip)} gzip); ` +
    `${packScript} saves one exam's offline pack on request, ${packs.length} packs, the largest ${largest.exam} with ` +
    `${largest.files.length} files (${kB(largest.size.bytes)}, ${kB(largest.size.gzip)} gzip)`
  );
}
