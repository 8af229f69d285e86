/** @jest-environment jsdom */
import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the callback in a task after the next animation frame, not before', () => {
    const callback = jest.fn();
    const order: string[] = [];
    afterNextPaint(() => {
      callback();
      order.push('callback');
    });
    window.requestAnimationFrame(() => order.push('frame'));
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    expect(order).toEqual(['frame']);
    jest.runOnlyPendingTimers();
    expect(order).toEqual(['frame', 'callback']);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled callback, before or after the frame', () => {
    const early = jest.fn();
    afterNextPaint(early)();
    const late = jest.fn();
    const cancelLate = afterNextPaint(late);
    jest.advanceTimersToNextFrame();
    cancelLate();
    jest.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint, several asked for together', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the callbacks of one task from one animation frame, in the order asked for', async () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    const order: string[] = [];
    afterNextPaint(() => order.push('first'));
    const cancelSecond = afterNextPaint(() => order.push('second'));
    afterNextPaint(() => order.push('third'));
    cancelSecond();
    expect(frame).toHaveBeenCalledTimes(1);
    // A later task asks for a frame of its own.
    await Promise.resolve();
    afterNextPaint(() => order.push('later'));
    expect(frame).toHaveBeenCalledTimes(2);
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    expect(order).toEqual(['first', 'third', 'later']);
    frame.mockRestore();
  });

  it('runs the rest when one callback throws, and reports the error', () => {
    const after = jest.fn();
    afterNextPaint(() => {
      throw new Error('broken');
    });
    afterNextPaint(after);
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    expect(after).toHaveBeenCalledTimes(1);
    // The error comes back in a task of its own.
    expect(() => jest.runOnlyPendingTimers()).toThrow('broken');
  });
});
