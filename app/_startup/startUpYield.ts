/**
 * One task boundary in the page's start-up. Before it hydrates, Next.js runs the page's
 * `beforeInteractive` scripts (its `self.__next_s` queue) and, after an inline one, waits for a
 * timer. This entry is an empty inline script: the browser runs nothing for it (an empty script
 * is not executed, so it needs no CSP hash), but the wait stays, so the framework's modules
 * (reactDomFirst.ts evaluates React DOM) and the page's hydration start run as two tasks
 * instead of one long one (27–35 ms at full speed on this machine's traces, the longest task of a
 * page's load). If Next.js stops reading the queue, the entry is ignored and the start-up is one
 * task again; startUpYield.test.ts runs Next's own start-up code to catch that on an upgrade.
 *
 * Only with the browser's own timers: where a script has replaced `setTimeout` before the page
 * (a test's fake clock that holds time still, a polyfill), start-up must not wait on it.
 */
export const START_UP_YIELD_SCRIPT =
  'if(/\\[native code\\]/.test(String(setTimeout)))(self.__next_s=self.__next_s||[]).push([0,{children:""}])';
