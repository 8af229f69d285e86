import fs from 'node:fs';
import path from 'node:path';

/** The exported site, as a static host sees it. */
export const OUT = path.join(__dirname, '..', 'out');
/**
 * Exported pages that are not routes of their own: the 404 page, the shared blog page and the
 * offline pages the service worker shows (all noindex, e2e/offline.spec.ts tests the last two).
 */
const NOT_ROUTES = new Set(['/404', '/_not-found', '/blogs/__post', '/offline', '/offline/test-not-saved']);

function htmlRoutes(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlRoutes(full);
    if (!entry.name.endsWith('.html')) return [];
    const route = `/${path.relative(OUT, full).split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '/').replace(/\.html$/, '');
    return [route === '' ? '/' : route];
  });
}

/** Every page the build exported, sorted. */
export function exportedRoutes(): string[] {
  return htmlRoutes(OUT)
    .filter((route) => !NOT_ROUTES.has(route))
    .sort();
}
