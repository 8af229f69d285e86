import { KEYPAD_MAX_LENGTH, pressKey, type KeypadKey } from './keypad';

const type = (keys: KeypadKey[], from = '') => keys.reduce(pressKey, from);

describe('the type-in keypad', () => {
  it('types digits, one decimal point and a minus sign at the front', () => {
    expect(type(['1', '2', '.', '5'])).toBe('12.5');
    expect(type(['1', '.', '.', '5', '.'])).toBe('1.5');
    expect(type(['-', '1'])).toBe('-1');
    // Minus after the digits still makes the number negative; pressed again it is positive.
    expect(type(['3', '-'])).toBe('-3');
    expect(type(['3', '-', '-'])).toBe('3');
    expect(type(['.', '5'])).toBe('0.5');
    expect(type(['-', '.', '5'])).toBe('-0.5');
  });

  it('deletes with backspace and empties with clear', () => {
    expect(type(['4', '2', 'backspace'])).toBe('4');
    expect(type(['backspace'])).toBe('');
    expect(type(['-', '4', '2', 'clear'])).toBe('');
  });

  it('stops at the answer box’s length', () => {
    const full = '9'.repeat(KEYPAD_MAX_LENGTH);
    expect(pressKey(full, '1')).toBe(full);
    expect(pressKey(full, '.')).toBe(full);
  });
});
