/** @jest-environment node */
import { inOwnTask } from './inOwnTask';

/** Resolves after every task queued before it (a message posted later is delivered later). */
const afterQueuedTasks = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

describe('inOwnTask', () => {
  it('runs the callback in a later task, not in the current one or its microtasks', async () => {
    const order: string[] = [];
    inOwnTask(() => order.push('task'));
    order.push('now');
    await Promise.resolve();
    order.push('microtask');
    await afterQueuedTasks();
    expect(order).toEqual(['now', 'microtask', 'task']);
  });

  it('never runs a cancelled callback', async () => {
    const callback = jest.fn();
    inOwnTask(callback)();
    await afterQueuedTasks();
    expect(callback).not.toHaveBeenCalled();
  });

  it('is not held by a stopped clock', async () => {
    jest.useFakeTimers();
    try {
      const callback = jest.fn();
      inOwnTask(callback);
      await afterQueuedTasks();
      expect(callback).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
