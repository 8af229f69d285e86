import vm from 'node:vm';
import { START_UP_YIELD_SCRIPT } from './startUpYield';

/** Runs the inline script as the page's head does, with the given timer function. */
function queueAfterRunning(setTimeoutImpl: unknown) {
  const self: { __next_s?: unknown[] } = {};
  vm.runInNewContext(START_UP_YIELD_SCRIPT, { self, setTimeout: setTimeoutImpl });
  return self.__next_s;
}

describe('the start-up yield script', () => {
  it("queues one empty inline script for Next.js's start-up when the browser's own timers are there", () => {
    // A built-in function prints as native code, as the browser's setTimeout does.
    expect(queueAfterRunning(Math.max)).toEqual([[0, { children: '' }]]);
  });

  it('queues nothing where a script has replaced setTimeout (a fake clock could hold start-up forever)', () => {
    expect(queueAfterRunning(() => 0)).toBeUndefined();
  });

  it('adds to a queue that is already there', () => {
    const self = { __next_s: [['/a.js', {}]] };
    vm.runInNewContext(START_UP_YIELD_SCRIPT, { self, setTimeout: Math.max });
    expect(self.__next_s).toEqual([
      ['/a.js', {}],
      [0, { children: '' }],
    ]);
  });
});
