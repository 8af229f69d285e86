/** @jest-environment jsdom */
import { afterNextPaintOrInBackground, inBackgroundTask } from './inBackgroundTask';
import { stubScheduler } from './test-utils/stubScheduler';

describe('inBackgroundTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('posts the callback at background priority, where the browser runs it after more urgent work', () => {
    const { posted, runAll } = stubScheduler();
    const callback = jest.fn();
    inBackgroundTask(callback);
    expect(callback).not.toHaveBeenCalled();
    expect(posted).toHaveLength(1);
    expect(posted[0].options.priority).toBe('background');
    runAll();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancels through the task’s abort signal, and the abort is not reported as an error', async () => {
    const { posted, runAll } = stubScheduler();
    const callback = jest.fn();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    inBackgroundTask(callback)();
    expect(posted[0].options.signal?.aborted).toBe(true);
    runAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(callback).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('without scheduler.postTask (Safari), runs after the next paint instead', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    const cancel = inBackgroundTask(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    inBackgroundTask(cancelled)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
    cancel();
  });

  describe('afterNextPaintOrInBackground', () => {
    it('runs once, after the next paint, when the frame comes first; the background task then does nothing', () => {
      jest.useFakeTimers();
      const { runAll } = stubScheduler();
      const callback = jest.fn();
      afterNextPaintOrInBackground(callback);
      jest.advanceTimersToNextFrame();
      jest.runOnlyPendingTimers();
      expect(callback).toHaveBeenCalledTimes(1);
      runAll();
      expect(callback).toHaveBeenCalledTimes(1);
    });

    it('runs once in the background task when no frame comes (a stopped clock), and never again after', () => {
      jest.useFakeTimers();
      const { runAll } = stubScheduler();
      const callback = jest.fn();
      afterNextPaintOrInBackground(callback);
      runAll();
      expect(callback).toHaveBeenCalledTimes(1);
      jest.advanceTimersToNextFrame();
      jest.runAllTimers();
      expect(callback).toHaveBeenCalledTimes(1);
    });

    it('cancelled, runs neither way', () => {
      jest.useFakeTimers();
      const { runAll } = stubScheduler();
      const callback = jest.fn();
      afterNextPaintOrInBackground(callback)();
      runAll();
      jest.advanceTimersToNextFrame();
      jest.runAllTimers();
      expect(callback).not.toHaveBeenCalled();
    });
  });
});
