// Runs after the export: writes out/sw.js with Workbox. The worker precaches the app shell (home
// and offline pages, the scripts, styles, fonts and icons), /practice with every practice test,
// and the games, so a student who opened the site once can practise in flight mode. Other pages
// are kept as they are visited (network first, with a short timeout), static files are served
// from cache, the API is never cached (its errors reach the page, which says what the spec says),
// and a page neither saved nor reachable gets the offline page. A new version waits until the
// student chooses Reload (components/offline/ServiceWorker.tsx).
import path from 'node:path';
import { generateSW } from 'workbox-build';

const OUT = path.resolve('out');
const PAGES = ['index', 'offline', 'practice', 'practice/*', 'games', 'games/*'];

const { count, size, warnings } = await generateSW({
  globDirectory: OUT,
  globPatterns: [
    ...PAGES.map((page) => `${page}.html`),
    '_next/static/**/*.{js,css,woff2,svg}',
    'images/games/*',
    'icons/*',
    'icon.svg',
    'manifest.webmanifest',
  ],
  swDest: path.join(OUT, 'sw.js'),
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // A new version waits for the student's Reload (it listens for SKIP_WAITING); the first one
  // takes charge of open pages at once.
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // Workbox's precache route finds /practice in practice.html by itself (clean URLs); Next adds
  // _rsc to its data requests.
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^_rsc$/],
  // Files named by content hash never need revisions of their own.
  dontCacheBustURLsMatching: /^_next\/static\//,
  maximumFileSizeToCacheInBytes: 512 * 1024,
  runtimeCaching: [
    { urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
    {
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        expiration: { maxEntries: 60 },
        cacheableResponse: { statuses: [200] },
        precacheFallback: { fallbackURL: '/offline.html' },
      },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/_next/static/'),
      handler: 'CacheFirst',
      options: { cacheName: 'static', expiration: { maxEntries: 200 }, cacheableResponse: { statuses: [200] } },
    },
    {
      urlPattern: ({ url }) => /\.(?:png|jpe?g|svg|webp|avif|woff2)$/.test(url.pathname),
      handler: 'CacheFirst',
      options: { cacheName: 'images', expiration: { maxEntries: 100 }, cacheableResponse: { statuses: [200] } },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/pagefind/') || url.pathname.endsWith('.txt'),
      handler: 'NetworkFirst',
      options: { cacheName: 'data', networkTimeoutSeconds: 4, expiration: { maxEntries: 100 }, cacheableResponse: { statuses: [200] } },
    },
  ],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: out/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} kB)`);
