import fs from 'node:fs';

// Debian's Chromium and the flags every browser here starts with: Playwright's own browser
// download is not available, and without the background-networking flags Chromium keeps
// trying Google's hosts on a closed network.

/** The full browser (Debian's `chromium`): Lighthouse, screenshots, the host tests. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the e2e suite drives: Debian's `chromium-headless-shell`, the same Chromium release
 * built as the headless-only shell that Playwright itself uses for headless runs. On this 2-core
 * machine a page visit costs about half as much CPU in it as in the full browser's headless mode,
 * which renders and composites like a windowed browser (0.75 s against 1.4 s for /about_us from a
 * fresh context to hydration; the whole e2e step 1.6 times as fast). Falls back to the full
 * browser where the shell is not installed; E2E_CHROMIUM_PATH picks another.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/**
 * The browser Lighthouse audits in (npm run audit): the headless shell too, by default. The full
 * browser's headless mode keeps its own browser-UI renderer and compositor busy (on this 2-core
 * machine they took more CPU than the page's renderer while a page ran a script, which made the
 * page's scripts run at about half speed and its Total Blocking Time several times longer than the
 * page's own work). AUDIT_CHROMIUM_PATH=/usr/bin/chromium audits in the full browser.
 */
export const AUDIT_CHROMIUM_PATH = process.env.AUDIT_CHROMIUM_PATH ?? E2E_CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
