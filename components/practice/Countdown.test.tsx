/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { formatInProgress } from '@/lib/practice/engine/format';
import { Countdown } from './Countdown';

const NOW = new Date('2026-11-23T10:00:00+05:30').getTime();

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => jest.useRealTimers());

  const clock = (deadline: number) => (
    <Countdown deadline={deadline} label="Time left" context="in VARC" onZero={() => undefined} look="exam" />
  );
  const low = () => screen.getByRole('timer').parentElement?.getAttribute('data-low') ?? null;

  it('takes the last minute’s colour, and drops it when the next section’s clock starts', () => {
    const { rerender } = render(clock(NOW + 61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:01');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time left in VARC: 01:01');
    expect(low()).toBeNull();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(low()).toBe('true');

    // The section ends; the next one has 15 minutes on a new deadline.
    rerender(clock(NOW + 1_000 + 15 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(low()).toBeNull();
  });

  // "12:34 left" on the list of tests must read exactly like the exam screen’s clock.
  it.each([0, 9, 65, 754, 3599, 3600, 4200, 10_799])('the list’s time left reads like the exam timer: %i s', (seconds) => {
    render(clock(NOW + seconds * 1000));
    expect(formatInProgress(seconds)).toBe(`In progress — resume (${screen.getByRole('timer').textContent} left)`);
  });

  it('counts a drill down in a line of text and calls onZero once at zero', () => {
    const onZero = jest.fn();
    const { container } = render(<Countdown deadline={NOW + 125_000} label="Time left:" onZero={onZero} />);
    expect(container).toHaveTextContent(/^Time left: 2:05$/);
    act(() => jest.advanceTimersByTime(124_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    expect(onZero).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
