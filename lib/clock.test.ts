import { formatTimer, secondsLeft } from './clock';

describe('clock', () => {
  it('counts whole seconds left from timestamps', () => {
    expect(secondsLeft(180_000, 0)).toBe(180);
    expect(secondsLeft(180_000, 179_001)).toBe(1);
    expect(secondsLeft(180_000, 180_000)).toBe(0);
    expect(secondsLeft(180_000, 999_999)).toBe(0);
  });

  it('shows m:ss, and hours from the first hour on', () => {
    expect(formatTimer(180)).toBe('3:00');
    expect(formatTimer(65)).toBe('1:05');
    expect(formatTimer(0)).toBe('0:00');
    expect(formatTimer(4200)).toBe('1:10:00');
  });

  it('writes minutes in two digits as the exam timer does', () => {
    const exam = (seconds: number) => formatTimer(seconds, { padMinutes: true });
    expect(exam(0)).toBe('00:00');
    expect(exam(9)).toBe('00:09');
    expect(exam(65)).toBe('01:05');
    expect(exam(754)).toBe('12:34');
    expect(exam(3599)).toBe('59:59');
    expect(exam(3600)).toBe('1:00:00');
    expect(exam(4200)).toBe('1:10:00');
    expect(exam(10_799)).toBe('2:59:59');
  });
});
