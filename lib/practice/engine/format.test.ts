import { compensatoryNote, formatChange, formatClockTime, formatMinutes, formatScore, formatSpent } from './format';

describe('practice formatting', () => {
  it('writes time spent in minutes and seconds', () => {
    expect(formatSpent(9_000)).toBe('9 s');
    expect(formatSpent(72_000)).toBe('1 min 12 s');
    expect(formatSpent(120_000)).toBe('2 min');
    expect(formatSpent(3_720_000)).toBe('62 min');
  });

  it('writes quarter-mark and negative scores exactly', () => {
    expect(formatScore(12.75)).toBe('12.75');
    expect(formatScore(-3.25)).toBe('−3.25');
    expect(formatScore(0.1 + 0.2)).toBe('0.3');
    expect(formatChange(8)).toBe('+8');
    expect(formatChange(-2.5)).toBe('−2.5');
    expect(formatChange(0)).toBe('no change');
  });

  it('writes a time of day on a 12-hour clock with am or pm, never as a countdown-like 07:21', () => {
    // Dates in the local time zone, so the test holds wherever it runs.
    const at = (hours: number, minutes: number) => new Date(2026, 10, 23, hours, minutes).getTime();
    expect(formatClockTime(at(7, 21))).toBe('7:21 am');
    expect(formatClockTime(at(10, 5))).toBe('10:05 am');
    expect(formatClockTime(at(12, 0))).toBe('12:00 pm');
    expect(formatClockTime(at(13, 30))).toBe('1:30 pm');
    expect(formatClockTime(at(0, 15))).toBe('12:15 am');
    expect(formatClockTime(at(23, 59))).toBe('11:59 pm');
  });
});

describe('compensatory time, as the instructions say it', () => {
  it('gives the stretched times in minutes, or minutes and seconds', () => {
    expect(formatMinutes(160)).toBe('160 minutes');
    expect(formatMinutes(160 / 3)).toBe('53 min 20 s');
    expect(compensatoryNote(120, [undefined, undefined], 20)).toBe("This test's 120 minutes become 160 minutes.");
    expect(compensatoryNote(120, [40, 40, 40], 20)).toBe(
      "This test's 120 minutes become 160 minutes, each section's 40 minutes becoming 53 min 20 s.",
    );
    expect(compensatoryNote(40, [40], 20)).toBe("This test's 40 minutes become 53 min 20 s.");
    expect(compensatoryNote(150, [], 20)).toBe("This test's 150 minutes become 200 minutes.");
  });
});
