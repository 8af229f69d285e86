import { isMarqueeData, marqueeDurationSeconds, MARQUEE_PX_PER_SECOND, toDisplayedMarquee } from './marquee';

describe('marquee', () => {
  it('moves like a <marquee scrollamount="5">: 5 px per 85 ms', () => {
    expect(MARQUEE_PX_PER_SECOND).toBeCloseTo(58.82, 2);
    expect(marqueeDurationSeconds(1176.4)).toBeCloseTo(20, 1);
  });

  it('accepts only a text and a link that are strings', () => {
    expect(isMarqueeData({ text: 'Hi', link: '/' })).toBe(true);
    expect(isMarqueeData({ text: 'Hi' })).toBe(false);
    expect(isMarqueeData({ text: 1, link: '/' })).toBe(false);
    expect(isMarqueeData(null)).toBe(false);
    expect(isMarqueeData(['Hi', '/'])).toBe(false);
  });

  it('neutralises unsafe links', () => {
    expect(toDisplayedMarquee({ text: ' Hi ', link: 'javascript:alert(1)' })).toEqual({ text: 'Hi', link: '#' });
  });
});
