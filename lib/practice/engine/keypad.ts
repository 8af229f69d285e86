/**
 * The on-screen keypad of a type-in (TITA) answer, like the CAT screen's: digits, a decimal point,
 * a minus sign, backspace and clear. Phone keyboards opened with inputmode="decimal" lack a minus
 * sign (and some a point), so every phone can enter -1 or 2.5 only through a keypad of our own.
 */

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | '-' | 'backspace' | 'clear';

/**
 * The keys in reading order, as the keypad lays them out: two rows of digits and signs, each
 * ending in an editing key, so the whole keypad and the answer box fit above a phone's action bar
 * (five rows of a calculator-style pad did not, at 320×568 or 375×667).
 */
export const KEYPAD_KEYS: KeypadKey[] = ['1', '2', '3', '4', '5', '6', 'backspace', '7', '8', '9', '0', '.', '-', 'clear'];

/** The answer box's limit, as the text box's maxLength. */
export const KEYPAD_MAX_LENGTH = 20;

/**
 * The text after pressing `key`: digits append; the point appends once ("0." when it comes first);
 * minus toggles the sign at the front wherever the caret is, so it can be pressed before or after
 * the digits; backspace drops the last character; clear empties the box.
 */
export function pressKey(value: string, key: KeypadKey): string {
  switch (key) {
    case 'clear':
      return '';
    case 'backspace':
      return value.slice(0, -1);
    case '-':
      return value.startsWith('-') ? value.slice(1) : fit(`-${value}`, value);
    case '.': {
      if (value.includes('.')) return value;
      const digits = value.replace(/^-/, '');
      return fit(digits === '' ? `${value}0.` : `${value}.`, value);
    }
    default:
      return fit(value + key, value);
  }
}

const fit = (next: string, value: string) => (next.length > KEYPAD_MAX_LENGTH ? value : next);

/** What a screen reader calls each key (the keys show symbols). */
export const KEY_NAMES: Record<KeypadKey, string> = {
  '0': '0',
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  '.': 'Decimal point',
  '-': 'Minus sign',
  backspace: 'Backspace',
  clear: 'Clear',
};
