import { hasUnsavedChoice, timeWarning } from './timeWarning';

describe('the clock’s warnings', () => {
  it('warns for a minute from 5:00 and for the whole last minute, and never at 0', () => {
    expect(timeWarning(301)).toBeNull();
    expect(timeWarning(300)).toBe(5);
    expect(timeWarning(241)).toBe(5);
    expect(timeWarning(240)).toBeNull();
    expect(timeWarning(61)).toBeNull();
    expect(timeWarning(60)).toBe(1);
    expect(timeWarning(1)).toBe(1);
    expect(timeWarning(0)).toBeNull();
  });

  it('finds a choice on screen that is not saved', () => {
    expect(hasUnsavedChoice({ answer: null, draft: null })).toBe(false);
    expect(hasUnsavedChoice({ answer: 'A', draft: 'A' })).toBe(false);
    expect(hasUnsavedChoice({ answer: null, draft: 'B' })).toBe(true);
    expect(hasUnsavedChoice({ answer: 'A', draft: 'C' })).toBe(true);
    // Clear Response empties both; a cleared draft of a saved answer is not "unsaved" until moved on.
    expect(hasUnsavedChoice({ answer: 'A', draft: null })).toBe(false);
  });
});
