import { firstCharacters, formatLongDate, formatRupees } from './format';
import { lines } from './text';

describe('format', () => {
  it('writes dates in Indian English, in India time', () => {
    expect(formatLongDate('2026-10-01T20:00:00.000Z')).toBe('2 October 2026');
  });

  it('writes rupees with Indian digit grouping', () => {
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatRupees(149900)).toBe('₹1,49,900');
  });

  it('keeps the first characters of a long text', () => {
    const text = 'a'.repeat(119) + ' bcd';
    expect(firstCharacters(text, 120)).toBe(`${'a'.repeat(119)}…`);
    expect(firstCharacters('short', 120)).toBe('short');
  });

  it('splits multi-line text into lines', () => {
    expect(lines('one\r\n\ntwo \n  three')).toEqual(['one', 'two', 'three']);
  });
});
