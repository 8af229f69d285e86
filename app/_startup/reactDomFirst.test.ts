import fs from 'node:fs';

/**
 * reactDomFirst.ts works only because Next.js evaluates instrumentation-client.ts before its own
 * start-up (app-bootstrap, which hydrates). Checked in the client entry of the Next.js installed,
 * so an upgrade that changes the order fails here rather than quietly undoing the split.
 */
describe("Next.js's client entry", () => {
  const entry = fs.readFileSync(require.resolve('next/dist/client/app-next-turbopack.js'), 'utf8');

  it('evaluates instrumentation-client before it starts up and hydrates', () => {
    const instrumentation = entry.indexOf("require('../lib/require-instrumentation-client')");
    const bootstrap = entry.indexOf('appBootstrap)(');
    expect(instrumentation).toBeGreaterThan(-1);
    expect(bootstrap).toBeGreaterThan(instrumentation);
  });
});
