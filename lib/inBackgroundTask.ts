import { afterNextPaint } from './afterNextPaint';

/**
 * Runs `callback` in a task of the lowest priority and returns a function that cancels it. The
 * browser runs such a task once it has nothing more urgent, which may be before a frame it is
 * waiting to draw (the main thread is idle until then): for work that must happen soon but has no
 * deadline. Work that must wait for a paint waits for one (afterNextPaint, or
 * afterNextPaintOrInBackground below).
 *
 * scheduler.postTask's 'background' priority (Chromium, Firefox), which, unlike animation frames,
 * also runs in a tab whose clock a test has stopped; where it is missing (Safari), after the next
 * paint (afterNextPaint).
 */
export function inBackgroundTask(callback: () => void): () => void {
  if (typeof scheduler === 'undefined' || typeof scheduler.postTask !== 'function') return afterNextPaint(callback);
  const controller = new AbortController();
  // A cancelled task's promise rejects with the abort: expected, so not reported.
  scheduler.postTask(callback, { priority: 'background', signal: controller.signal }).catch(() => undefined);
  return () => controller.abort();
}

/**
 * Runs `callback` once, after the next paint or in a background task, whichever comes first, and
 * returns a function that cancels it. After the paint is what a tap wants; the background task is
 * for a tab whose frames have stopped (a test that stops the page's clock, which stops animation
 * frames), where work the page cannot do without, such as closing a dialog, must still happen.
 */
export function afterNextPaintOrInBackground(callback: () => void): () => void {
  let settled = false;
  const cancel = () => {
    settled = true;
    cancelPaint();
    cancelBackground();
  };
  const once = () => {
    if (settled) return;
    cancel();
    callback();
  };
  const cancelPaint = afterNextPaint(once);
  const cancelBackground = inBackgroundTask(once);
  return cancel;
}
