import { test as base, type APIRequestContext } from '@playwright/test';
import { READY_PATH } from './readiness';

// The host tests' `request`, able to outlast a restart of the local Cloudflare runtime. workerd has
// died under these tests twice in about twenty starts here (see scripts/hosts/cloudflare.sh, which
// starts it again). A refused or dropped connection is never a finding about the site, so such a
// request waits until the server answers again and is sent once more; every answer the server
// gives (a wrong status, a missing header) is judged as before, and a server that stays down still
// fails the test.

const CONNECTION_LOST = /ECONNREFUSED|ECONNRESET|socket hang up/;
/** wrangler takes 5–25 s to start here; the limit leaves room inside a test's 60 s. */
const RESTART_LIMIT_MS = 40_000;

async function untilAnswering(request: APIRequestContext) {
  const deadline = Date.now() + RESTART_LIMIT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await request.get(READY_PATH, { timeout: 5_000 })).ok()) return;
    } catch {
      // Still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${READY_PATH} again within ${RESTART_LIMIT_MS / 1000} s`);
}

function outlastingRestarts(request: APIRequestContext): APIRequestContext {
  const get: APIRequestContext['get'] = async (url, options) => {
    try {
      return await request.get(url, options);
    } catch (error) {
      if (!CONNECTION_LOST.test(String(error))) throw error;
      console.warn(`host tests: ${String(error).split('\n')[0]} on ${url}; waiting for the server to answer again`);
      await untilAnswering(request);
      return request.get(url, options);
    }
  };
  return new Proxy(request, { get: (target, key) => (key === 'get' ? get : Reflect.get(target, key, target)) });
}

export const test = base.extend({
  request: async ({ request }, use) => {
    await use(outlastingRestarts(request));
  },
  page: async ({ page, request }, use) => {
    // A page test starts on a server that answers (the one browser test loads a single page).
    await untilAnswering(request);
    await use(page);
  },
});

export { expect } from '@playwright/test';
