import { afterNextPaint } from './afterNextPaint';

/**
 * Runs `callback` in a task of the lowest priority and returns a function that cancels it. The
 * browser runs such a task once it has nothing more urgent: after the frame a tap has just asked
 * for is painted, and after the rest of that tap's work. For work the student should not wait for
 * but that must not wait long either, such as closing a sheet that is already out of sight.
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
