import { formatChange, formatScore, formatSpent } from './format';

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
});
