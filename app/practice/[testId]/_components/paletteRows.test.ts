import type { PaletteStatus } from '@/lib/practice/engine/attempt';
import { paletteRows, sameRow } from './paletteRows';

describe('the palette groups', () => {
  it('splits a section into groups of ten, in order, the last one shorter', () => {
    const ids = Array.from({ length: 23 }, (_, index) => `q${index + 1}`);
    const rows = paletteRows(ids);
    expect(rows.map((row) => row.length)).toEqual([10, 10, 3]);
    expect(rows.flat()).toEqual(ids);
    expect(paletteRows([])).toEqual([]);
  });

  const statuses: Record<string, PaletteStatus> = { q1: 'answered', q2: 'not-visited', q3: 'not-visited' };
  const row = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }];

  it('keeps a group whose buttons did not change, even when the state objects are new', () => {
    expect(sameRow(row, { statuses, currentId: 'q9' }, { statuses: { ...statuses, q9: 'answered' }, currentId: 'q10' })).toBe(true);
  });

  it('redraws a group when a button changes status', () => {
    expect(sameRow(row, { statuses, currentId: 'q9' }, { statuses: { ...statuses, q2: 'not-answered' }, currentId: 'q9' })).toBe(false);
  });

  it('redraws the groups the open question leaves and enters', () => {
    expect(sameRow(row, { statuses, currentId: 'q2' }, { statuses, currentId: 'q11' })).toBe(false);
    expect(sameRow(row, { statuses, currentId: 'q11' }, { statuses, currentId: 'q3' })).toBe(false);
  });
});
