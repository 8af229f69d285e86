import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_CHROMIUM_PATH } from './scripts/shared/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://localhost:${PORT}`;

/** The full Chromium (the host tests run in it). */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
/** The e2e suite's Chromium: the headless shell where installed (scripts/shared/chromium.ts). */
const E2E_CHROMIUM_LAUNCH = { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  // e2e/hosts runs against nginx and Cloudflare's runtime: playwright.hosts.config.ts.
  testIgnore: 'hosts/**',
  // A folder shared by the workers, so the site walk checks each linked address once per run.
  globalSetup: './e2e/linkChecks.ts',
  fullyParallel: true,
  // One worker per core (at most four: one static server answers them all). In the headless shell
  // a single worker leaves a quarter of this 2-core machine idle (the renderer runs axe on one
  // core), so two finish the suite sooner: 207 tests in 7.1 min against 9.3 min with one, each test
  // about 1.5 times as long (docs/tests.md: Keeping CI inside 15 minutes). E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(4, os.availableParallelism())),
  // A test that passes only on a second try is a failing test: fix its cause.
  retries: 0,
  // A limit with a margin: on this 2-core machine under load a typical test takes under a third
  // of it (docs/tests.md: Keeping CI inside 15 minutes), so a slower machine does not turn a pass into a failure.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // page.route() cannot see a service worker's requests: specs run without the worker, except
    // e2e/offline.spec.ts, which tests it on its own copy of the site.
    serviceWorkers: 'block',
    // A trace records every action's DOM and screenshots, which cost a fifth of the suite's time
    // on this machine even when nothing fails: E2E_TRACE=1 turns it on to debug a failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: E2E_CHROMIUM_LAUNCH,
  },
  // Feature specs run at the laptop width; tests tagged @responsive (the whole-site walk with axe,
  // and behaviour that depends on the width) also at a phone width, @mobile-only ones only there.
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile-only/ },
    { name: 'mobile', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }, grep: /@responsive|@mobile-only/ },
  ],
  webServer: {
    command: 'bash scripts/hosts/serve.sh',
    env: { PORT: String(PORT) },
    url: `${BASE_URL}/api/marquee/get`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
