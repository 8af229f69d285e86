/** @jest-environment jsdom */
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

/**
 * What the trick relies on, checked against the Next.js installed (its own start-up code, as the
 * browser gets it): it reads `self.__next_s` before hydrating, runs an inline entry as a script
 * element and waits one timer after it. If an upgrade changes that, these fail, and the yield
 * (app/layout.tsx's head) should go or change with it.
 */
describe("Next.js's start-up, as the yield uses it", () => {
  const { appBootstrap } = jest.requireActual<{ appBootstrap: (hydrate: () => void) => void }>('next/dist/client/app-bootstrap');
  const page = self as unknown as { __next_s?: unknown[] };
  const microtasks = async () => {
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  };

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    delete page.__next_s;
  });

  it('hydrates at once when the queue is empty', () => {
    const hydrate = jest.fn();
    appBootstrap(hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('runs the queued entry as an empty script and hydrates only after a timer: a task of its own', async () => {
    page.__next_s = queueAfterRunning(Math.max);
    const hydrate = jest.fn();
    appBootstrap(hydrate);
    await microtasks();
    expect(hydrate).not.toHaveBeenCalled();
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.text)).toEqual(['']);
    await jest.runAllTimersAsync();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
