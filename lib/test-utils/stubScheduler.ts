type PostedTask = { callback: () => void; options: { priority?: string; signal?: AbortSignal } };

/**
 * Installs a scheduler.postTask (jsdom has none) that keeps each task and runs it only when the
 * test says, standing for the browser running a background task at a moment of its choosing.
 * A task's promise rejects when its signal aborts, as the browser's does. Remove it after the test
 * with `delete globalThis.scheduler`.
 */
export function stubScheduler() {
  const posted: PostedTask[] = [];
  (globalThis as { scheduler?: unknown }).scheduler = {
    postTask: (callback: () => void, options: PostedTask['options']) => {
      posted.push({ callback, options });
      return new Promise<void>((_, reject) => options.signal?.addEventListener('abort', () => reject(options.signal?.reason)));
    },
  };
  const live = () => posted.filter((task) => !task.options.signal?.aborted);
  return {
    /** Every task posted so far, run or not. */
    posted,
    /** How many posted tasks are not cancelled. */
    pending: () => live().length,
    /** Runs the tasks that are not cancelled. */
    runAll: () => live().forEach((task) => task.callback()),
  };
}
