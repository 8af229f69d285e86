/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown';

const NOW = new Date('2026-11-23T10:00:00+05:30').getTime();

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => jest.useRealTimers());

  const clock = (deadline: number) => <Countdown deadline={deadline} label="Time left" context="in VARC" onZero={() => undefined} />;
  const low = () => screen.getByRole('timer').parentElement?.getAttribute('data-low') ?? null;

  it('takes the last minute’s colour, and drops it when the next section’s clock starts', () => {
    const { rerender } = render(clock(NOW + 61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:01');
    expect(low()).toBeNull();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(low()).toBe('true');

    // The section ends; the next one has 15 minutes on a new deadline.
    rerender(clock(NOW + 1_000 + 15 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(low()).toBeNull();
  });
});
