/**
 * Runs `callback` in a task of its own, queued now, and returns a function that cancels it. For
 * work that would otherwise join a long task (everything React runs after hydration shares one),
 * where the user gains nothing from it running a few milliseconds sooner.
 *
 * A message channel, as React's scheduler uses: it runs right after the current task, is not held
 * back like a timer (browsers clamp nested timers and throttle them in background tabs), and tests
 * that stop the page's clock do not stop it.
 */
export function inOwnTask(callback: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) callback();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
