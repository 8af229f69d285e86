import {
  DIVIDE_BY_ZERO,
  INVALID_INPUT,
  formatNumber,
  initialCalculator,
  keyFromKeyboard,
  pendingLine,
  press,
  type CalculatorKey,
  type CalculatorState,
} from './calculator';

/** Presses keys written as on the calculator, separated by spaces ("12" is two digit keys). */
function run(sequence: string, from: CalculatorState = initialCalculator): CalculatorState {
  let state = from;
  for (const token of sequence.split(' ').filter(Boolean)) {
    const keys = /^[0-9.]+$/.test(token) ? [...token] : [token];
    for (const key of keys) state = press(state, key as CalculatorKey);
  }
  return state;
}
const display = (sequence: string) => run(sequence).display;

describe('the CAT screen calculator (immediate execution, as Windows’ standard calculator)', () => {
  it.each([
    ['2 + 3 * 4 =', '20'],
    ['7', '7'],
    ['0 0 7', '7'],
    ['12 + 8', '8'],
    ['12 + 8 -', '20'],
    ['10 - 4 - 3 =', '3'],
    ['9 / 4 =', '2.25'],
    ['0.1 + 0.2 =', '0.3'],
    ['1.1 * 3 =', '3.3'],
    ['1 / 3 =', '0.333333333333333'],
    ['2 / 3 * 3 =', '2'],
    ['. 5 + 1 =', '1.5'],
    ['5 . . 2', '5.2'],
    ['3 + * 4 =', '12'],
    ['2 + =', '4'],
    ['2 + 3 = =', '8'],
    ['2 + 3 = = =', '11'],
    ['2 + 3 = 10 =', '13'],
    ['5 * = =', '125'],
  ])('%s shows %s', (sequence, shown) => {
    expect(display(sequence)).toBe(shown);
  });

  it.each([
    ['200 + 10 %', '20'],
    ['200 + 10 % =', '220'],
    ['72 - 20 % =', '57.6'],
    ['50 * 10 % =', '250'],
    ['50 %', '0'],
  ])('percent: %s shows %s', (sequence, shown) => {
    expect(display(sequence)).toBe(shown);
  });

  it.each([
    ['16 √', '4'],
    ['2 √', '1.4142135623731'],
    ['9 + 16 √ =', '13'],
    ['8 1/x', '0.125'],
    ['4 + 5 1/x =', '4.2'],
    ['5 ±', '-5'],
    ['5 ± ±', '5'],
    ['3 + 5 ± =', '-2'],
    ['6 * 7 = ±', '-42'],
  ])('√, 1/x and ±: %s shows %s', (sequence, shown) => {
    expect(display(sequence)).toBe(shown);
  });

  it('corrects entries: backspace, CE and C', () => {
    expect(display('1234 Backspace Backspace')).toBe('12');
    expect(display('7 Backspace')).toBe('0');
    expect(display('2 + 3 = Backspace')).toBe('5');
    expect(display('25 + 31 CE 4 =')).toBe('29');
    expect(display('25 + 31 C 4 =')).toBe('4');
    expect(pendingLine(run('25 +'))).toBe('25 +');
    expect(pendingLine(run('25 + 31 CE'))).toBe('25 +');
    expect(pendingLine(run('6 / 2 *'))).toBe('3 ×');
    expect(pendingLine(run('25 + 31 C'))).toBe('');
  });

  it('keeps a memory: MS, MR, M+, M−, MC (C leaves it)', () => {
    expect(display('12 MS 5 + MR =')).toBe('17');
    expect(display('12 MS 3 M+ MR')).toBe('15');
    expect(display('12 MS 20 M- MR')).toBe('-8');
    expect(run('12 MS C').memory).toBe(12);
    expect(run('12 MS MC').memory).toBeNull();
    expect(display('12 MS MC 4 MR')).toBe('4');
    expect(display('0.1 MS 0.2 M+ MR')).toBe('0.3');
    expect(display('4 M+ 6 M+ MR * 2 =')).toBe('20');
    // A digit after MS starts a new number.
    expect(display('9 MS 4')).toBe('4');
  });

  it('shows an error on division by zero or an invalid input, and goes on only after C, CE or a new number', () => {
    expect(display('8 / 0 =')).toBe(DIVIDE_BY_ZERO);
    expect(display('0 1/x')).toBe(DIVIDE_BY_ZERO);
    expect(display('4 ± √')).toBe(INVALID_INPUT);
    expect(display('8 / 0 = +')).toBe(DIVIDE_BY_ZERO);
    expect(display('8 / 0 = C 5 + 1 =')).toBe('6');
    expect(display('8 / 0 = 5 + 1 =')).toBe('6');
    expect(display('8 / 0 = CE')).toBe('0');
    expect(run('3 MS 8 / 0 = C').memory).toBe(3);
  });

  it('takes long inputs up to 15 digits and shows very large or small results in exponent form', () => {
    expect(display('1234567890123456789')).toBe('123456789012345');
    expect(display('99999999 * 99999999 =')).toBe('9.9999998e+15');
    expect(display('1 / 3 / 1000000000 =')).toBe('3.33333333333333e-10');
    expect(display('1234567 * 1000 =')).toBe('1234567000');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(1e21)).toBe('1e+21');
  });

  it('reads the keyboard when it has focus', () => {
    expect(keyFromKeyboard({ key: '7' })).toBe('7');
    expect(keyFromKeyboard({ key: 'Enter' })).toBe('=');
    expect(keyFromKeyboard({ key: 'Escape' })).toBe('C');
    expect(keyFromKeyboard({ key: 'Delete' })).toBe('CE');
    expect(keyFromKeyboard({ key: 'r' })).toBe('1/x');
    expect(keyFromKeyboard({ key: '@' })).toBe('√');
    expect(keyFromKeyboard({ key: 'm', ctrlKey: true })).toBe('MS');
    expect(keyFromKeyboard({ key: 'a' })).toBeNull();
  });
});
