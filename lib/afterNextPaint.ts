/** The callbacks asked for together (before the running script's microtasks), waiting for the coming frame's paint, in order. */
let waiting: Set<() => void> | null = null;

/**
 * Runs `callback` once the browser has painted the next frame (a task queued from that frame's
 * animation callback runs after its paint), and returns a function that cancels it. For work a
 * tap should not make the student wait for, such as moving the focus after the new content is
 * on screen.
 *
 * Callbacks asked for together (in one run of script, before its microtasks: a React commit's
 * effects) share one animation callback and one task, and run in the order they were asked for:
 * a move between questions asks for two (saving the attempt, moving the focus), and each
 * animation callback is a call into script inside the frame the student waits for. One that
 * throws is reported without stopping the rest.
 */
export function afterNextPaint(callback: () => void): () => void {
  // A wrapper of its own, so the same function asked for twice runs twice and cancels separately.
  const entry = () => callback();
  const batch = waiting ?? startBatch();
  batch.add(entry);
  return () => {
    batch.delete(entry);
  };
}

/** A batch for the coming frame: one animation callback, and the task after its paint runs the batch. */
function startBatch(): Set<() => void> {
  const batch = new Set<() => void>();
  waiting = batch;
  // Later script starts a batch of its own, so nothing joins a frame that never comes (a hidden
  // tab, a test's stopped clock) from a task other than the one that asked for it.
  // (A promise rather than queueMicrotask, which test runners' fake clocks replace.)
  void Promise.resolve().then(() => {
    if (waiting === batch) waiting = null;
  });
  window.requestAnimationFrame(() => window.setTimeout(() => runAll(batch), 0));
  return batch;
}

function runAll(batch: Set<() => void>) {
  for (const entry of batch) {
    try {
      entry();
    } catch (error) {
      // Thrown again in a task of its own, where the browser reports it as uncaught.
      window.setTimeout(() => {
        throw error;
      }, 0);
    }
  }
  batch.clear();
}
