// Sizes of each exported page: its HTML, and the gzip size of the JavaScript it loads, read from
// the page's own <script src> tags (Next 16 no longer prints First Load JS). Shared by the bench
// and the budget check.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'node-html-parser';
import { siteMap } from '../../lib/siteMap.ts';
import { filesUnder } from './files.mjs';

export const OUT = path.resolve('out');

/**
 * Reading pages (MBA, law, BBA and exam guides, about, career, enroll, blog posts), as the site map
 * marks them: they must not load more JavaScript than the home page, which has the carousel.
 * Shared by both budget checks; run under scripts/register-ts.mjs, which loads the site map.
 */
const contentRoutes = new Set(
  siteMap()
    .filter((node) => node.content)
    .map((node) => node.href),
);
export const isContentPage = (route) => contentRoutes.has(route);

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

export function routeOf(file) {
  const relative = path.relative(OUT, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/** One row per exported page (not Next's internal _not-found copy). */
export function pageWeights() {
  const jsCache = new Map();
  const scriptGzip = (src) => {
    if (!jsCache.has(src)) {
      const file = path.join(OUT, new URL(src, 'http://x').pathname);
      jsCache.set(src, fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0);
    }
    return jsCache.get(src);
  };
  return filesUnder(OUT)
    .filter((file) => file.endsWith('.html') && !file.endsWith('_not-found.html'))
    .map((file) => {
      const html = fs.readFileSync(file);
      const root = parse(html.toString(), { blockTextElements: { script: true } });
      // Modern browsers skip nomodule scripts (Next's legacy polyfills), so they do not count.
      const scripts = root
        .querySelectorAll('script[src]')
        .filter((element) => !element.hasAttribute('nomodule'))
        .map((element) => element.getAttribute('src'));
      const inline = root.querySelectorAll('script:not([src])').reduce((sum, element) => sum + Buffer.byteLength(element.rawText), 0);
      return {
        route: routeOf(file),
        html: html.length,
        htmlGzip: gzipSize(html),
        scripts: scripts.length,
        jsGzip: scripts.reduce((sum, src) => sum + scriptGzip(src), 0),
        inline,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}
