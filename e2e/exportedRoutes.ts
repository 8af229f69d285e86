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
    // Next's files, and the content editor (its own page and policy; e2e/admin.spec.ts tests it).
    if (entry.isDirectory()) return entry.name === '_next' || (dir === OUT && entry.name === 'admin') ? [] : htmlRoutes(full);
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

const htmlBytes = (route: string) => fs.statSync(path.join(OUT, `${route}.html`)).size;

/** The practice tests' pages, each with what decides its instructions screen: its kind and whether its sections have clocks. */
function testPages() {
  // The built bank's index (lib/practice/model/bank.ts) lists the tests this export holds.
  const index = JSON.parse(fs.readFileSync(path.join(OUT, 'practice', 'bank', 'index.json'), 'utf8')) as {
    tests: { href: string; kind: string; sections: { timeLimitMinutes?: number }[] }[];
  };
  return index.tests.map((test) => ({
    route: test.href,
    shape: `${test.kind} ${test.sections.some((section) => section.timeLimitMinutes) ? 'timed sections' : 'one clock'}`,
    bytes: htmlBytes(test.href),
  }));
}

/** A store product's page: one template filled with a product's name, price and lists. */
const isProductPage = (route: string) => route.startsWith('/store/product/');

/**
 * The routes the browser walk loads (e2e/site.spec.ts): every page but those that repeat one
 * template with a little data each, where it loads a sample. Practice tests' pages: one per shape
 * (kind, and sections timed or not), the largest; before Start a test's page shows the same
 * instructions screen for every test of a shape, and each test's content is checked by scripts
 * (`check:content`, the projection tests in jest). Store products: the largest and the smallest
 * page. Walking all of them in a browser (about 2.3 s each) re-checked one screen a hundred times
 * and made the bank's growth CI's; every page still gets the request-level checks (status, title,
 * CSP) and the JavaScript-off width check at 320 and 375 px.
 */
export function walkedRoutes(): string[] {
  const tests = testPages();
  const largest = new Map<string, { route: string; bytes: number }>();
  for (const test of tests) if ((largest.get(test.shape)?.bytes ?? -1) < test.bytes) largest.set(test.shape, test);
  const routes = exportedRoutes();
  const products = routes
    .filter(isProductPage)
    .map((route) => ({ route, bytes: htmlBytes(route) }))
    .sort((a, b) => a.bytes - b.bytes);
  const sampled = new Set([...[...largest.values()].map((test) => test.route), products[0]?.route, products.at(-1)?.route]);
  const repeated = new Set([...tests.map((test) => test.route), ...products.map((product) => product.route)]);
  return routes.filter((route) => !repeated.has(route) || sampled.has(route));
}
