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
