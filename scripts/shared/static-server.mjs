// Serves out/ on a port for the bench scripts, as `npm run serve` does, and waits until it answers.
import { spawn } from 'node:child_process';

/** Starts the server and resolves once it answers; `stop` ends it (and its children) and is safe to call twice. */
export async function startStaticServer(port) {
  const server = spawn('bash', ['scripts/hosts/serve.sh'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const base = `http://localhost:${port}`;
  for (let tries = 0; tries < 50; tries += 1) {
    try {
      if ((await fetch(`${base}/api/marquee/get`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('the static server did not start');
}
