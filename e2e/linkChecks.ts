import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { OUT } from './exportedRoutes';

/**
 * The whole-site walk checks each internal address once per run, not once per page that links it
 * (the header and footer alone link dozens of pages from every page). Addresses in the exported
 * HTML are checked by their own tests (linkedAddresses); those only the browser adds are claimed
 * by the first walk test to meet them. Workers are separate processes, so that set is a folder: a
 * worker that creates an address's file first (O_EXCL) checks it; the others skip it. The folder
 * is made per run by the global setup below.
 */
const ENV = 'E2E_LINK_CLAIMS';

export default function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-links-'));
  process.env[ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Claims `key` for `owner` across the run's workers: undefined for the first caller, else the
 * owner that claimed it first (e.g. the route that already has a title).
 */
export function claim(key: string, owner: string): string | undefined {
  const dir = process.env[ENV];
  if (!dir) throw new Error(`${ENV} is not set: run the site walk through playwright.config.ts (its globalSetup).`);
  const file = path.join(dir, encodeURIComponent(key));
  try {
    fs.writeFileSync(file, owner, { flag: 'wx' });
    return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8');
    throw error;
  }
}

/** True for the first caller in this run to claim `address`. */
export const claimAddress = (address: string) => claim(`address:${address}`, address) === undefined;

/** The exported file of a route: /about_us → out/about_us.html, / → out/index.html. */
function fileOf(route: string) {
  if (route === '/') return path.join(OUT, 'index.html');
  const page = path.join(OUT, `${route}.html`);
  return fs.existsSync(page) ? page : path.join(OUT, route, 'index.html');
}

const LOCAL = 'http://exported.site';

/**
 * Every address of this site that the exported pages link or load (a, link, script and img, as
 * the walk reads them from the live page), each with the first route that does. The walk checks
 * these in their own tests, a few dozen per test, and itself only what the browser adds.
 */
export function linkedAddresses(routes: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const route of routes) {
    const root = parse(fs.readFileSync(fileOf(route), 'utf8'));
    for (const element of root.querySelectorAll('a[href], link[href], script[src], img[src]')) {
      const url = new URL(element.getAttribute('href') ?? element.getAttribute('src') ?? '', `${LOCAL}${route}`);
      if (url.origin === LOCAL && !found.has(url.pathname)) found.set(url.pathname, route);
    }
  }
  return found;
}
