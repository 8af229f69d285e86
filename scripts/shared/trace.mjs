// Reading Chromium traces for the bench scripts: one page thread's tasks, each counted once.

/**
 * The tasks that ran on one thread (pid, tid), in order. Chromium nests one task event in another
 * (ThreadControllerImpl::RunTask around RunTask), so each task is counted once, by its outermost
 * event.
 */
export function threadTasks(events, { pid, tid }) {
  const nested = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === pid &&
        event.tid === tid &&
        (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'),
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  for (const event of nested) if (!tasks.length || event.ts >= tasks.at(-1).ts + tasks.at(-1).dur) tasks.push(event);
  return tasks;
}

/**
 * A task's CPU time on its thread (thread time), in ms: time the thread waited for a core on a busy
 * machine is not the page's work.
 */
export const cpuMs = (task) => (task.tdur ?? task.dur) / 1000;

/**
 * A page to trace in a fresh phone-sized context (412 px wide, touch, no service worker, so every
 * load comes from the server), with a DevTools session for the CPU slowdown. Close the context when done.
 */
export async function phonePage(browser, height) {
  const context = await browser.newContext({ viewport: { width: 412, height }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page, cdp: await context.newCDPSession(page) };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
