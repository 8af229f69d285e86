/**
 * The basic on-screen calculator of the CAT exam screen (TCS iON), which works like Windows'
 * standard calculator: immediate execution, so `2 + 3 * 4 =` gives 20 (each operator finishes the
 * pending one), a repeated `=` repeats the last operation, `%` turns the second value into that
 * percentage of the first (`200 + 10 % =` gives 220; with no first value it gives 0), and `√`,
 * `1/x` and `±` act on the value on the display at once. A pure state machine: press(state, key).
 * No eval: every operation is one of the four below.
 */

export const CALCULATOR_KEYS = [
  'MC',
  'MR',
  'MS',
  'M+',
  'M-',
  'Backspace',
  'CE',
  'C',
  '±',
  '√',
  '7',
  '8',
  '9',
  '/',
  '%',
  '4',
  '5',
  '6',
  '*',
  '1/x',
  '1',
  '2',
  '3',
  '-',
  '0',
  '.',
  '+',
  '=',
] as const;

export type CalculatorKey = (typeof CALCULATOR_KEYS)[number];
export type Operator = '+' | '-' | '*' | '/';

export type CalculatorState = {
  /** What the display shows: an entry being typed, a result, or an error message. */
  display: string;
  /** The display is an entry being typed: a digit adds to it (else a digit starts a new entry). */
  typing: boolean;
  /** The display holds a second value given since the operator (typed, recalled or worked out by √, %, 1/x, ±). */
  hasOperand: boolean;
  /** The first value and the operation waiting for the second. */
  pending: { value: number; operator: Operator } | null;
  /** What a repeated `=` applies again. */
  repeat: { operator: Operator; operand: number } | null;
  /** The memory (MS, M+, M−), null when empty. */
  memory: number | null;
  /** Set after a division by zero or an invalid input; only C, CE or a digit go on from it. */
  error: string | null;
};

export const DIVIDE_BY_ZERO = 'Cannot divide by zero';
export const INVALID_INPUT = 'Invalid input';
const RESULT_TOO_LARGE = 'Result too large';
/** Digits an entry may have: the 15 significant digits a result keeps (formatNumber). */
export const MAX_DIGITS = 15;

export const initialCalculator: CalculatorState = {
  display: '0',
  typing: false,
  hasOperand: false,
  pending: null,
  repeat: null,
  memory: null,
  error: null,
};

/**
 * A number as a person expects to read it: binary floating point's leftovers rounded off at 15
 * significant digits (0.1 + 0.2 shows 0.3, 1/3 shows 0.333333333333333), exponent notation only
 * where the digits do not fit.
 */
export function formatNumber(value: number): string {
  if (Object.is(value, -0) || value === 0) return '0';
  const rounded = Number(value.toPrecision(15));
  const plain = String(rounded);
  if (!plain.includes('e') && plain.replace(/[-.]/g, '').replace(/^0+/, '').length <= MAX_DIGITS) return plain;
  return rounded.toExponential().replace(/\.?0+e/, 'e');
}

const valueOf = (state: CalculatorState) => Number(state.display);

/** One of the four operations, or the error it ends in. */
function operate(left: number, operator: Operator, right: number): number | string {
  if (operator === '/' && right === 0) return DIVIDE_BY_ZERO;
  const result = operator === '+' ? left + right : operator === '-' ? left - right : operator === '*' ? left * right : left / right;
  return Number.isFinite(result) ? Number(result.toPrecision(15)) : RESULT_TOO_LARGE;
}

/** A worked-out value on the display (a result, not an entry), or the error it ended in. */
function show(state: CalculatorState, result: number | string, patch: Partial<CalculatorState>): CalculatorState {
  if (typeof result === 'string') return { ...initialCalculator, memory: state.memory, display: result, error: result };
  return { ...state, ...patch, display: formatNumber(result), typing: false };
}

function typeDigit(state: CalculatorState, digit: string): CalculatorState {
  if (!state.typing) return { ...state, display: digit, typing: true, hasOperand: true };
  const digits = state.display.replace(/[-.]/g, '').length;
  if (digits >= MAX_DIGITS) return state;
  if (state.display === '0') return { ...state, display: digit };
  if (state.display === '-0') return { ...state, display: `-${digit}` };
  return { ...state, display: state.display + digit };
}

function typePoint(state: CalculatorState): CalculatorState {
  if (!state.typing) return { ...state, display: '0.', typing: true, hasOperand: true };
  return state.display.includes('.') ? state : { ...state, display: `${state.display}.` };
}

function chooseOperator(state: CalculatorState, operator: Operator): CalculatorState {
  // A second operator in a row only replaces the first.
  if (state.pending && !state.hasOperand) return { ...state, pending: { ...state.pending, operator } };
  const value = valueOf(state);
  const result = state.pending ? operate(state.pending.value, state.pending.operator, value) : value;
  if (typeof result === 'string') return show(state, result, {});
  return show(state, result, { pending: { value: result, operator }, hasOperand: false, repeat: null });
}

function equals(state: CalculatorState): CalculatorState {
  const value = valueOf(state);
  if (state.pending) {
    // `2 + =` takes the display (2) as the second value, as Windows' calculator does.
    const { operator } = state.pending;
    return show(state, operate(state.pending.value, operator, value), {
      pending: null,
      hasOperand: false,
      repeat: { operator, operand: value },
    });
  }
  if (state.repeat) return show(state, operate(value, state.repeat.operator, state.repeat.operand), { hasOperand: false });
  return { ...state, typing: false };
}

/** √, 1/x, % and ± (on a result): the display's value replaced by a worked-out one. */
function unary(state: CalculatorState, result: number | string): CalculatorState {
  return show(state, result, { hasOperand: state.pending !== null || state.hasOperand });
}

export function press(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (key === 'C') return { ...initialCalculator, memory: state.memory };
  if (state.error) {
    // After an error the calculator waits for a fresh start: C, CE or a new number.
    if (key === 'CE') return { ...initialCalculator, memory: state.memory };
    if (/^[0-9]$/.test(key) || key === '.') return press({ ...initialCalculator, memory: state.memory }, key);
    return state;
  }
  if (/^[0-9]$/.test(key)) return typeDigit(state, key);
  switch (key) {
    case '.':
      return typePoint(state);
    case '+':
    case '-':
    case '*':
    case '/':
      return chooseOperator(state, key);
    case '=':
      return equals(state);
    case 'CE':
      return { ...state, display: '0', typing: false, hasOperand: state.pending !== null };
    case 'Backspace': {
      if (!state.typing) return state;
      const shorter = state.display.slice(0, -1);
      return { ...state, display: shorter === '' || shorter === '-' ? '0' : shorter };
    }
    case '±': {
      if (state.typing) {
        const display = state.display.startsWith('-') ? state.display.slice(1) : `-${state.display}`;
        return { ...state, display };
      }
      return unary(state, -valueOf(state));
    }
    case '√': {
      const value = valueOf(state);
      return unary(state, value < 0 ? INVALID_INPUT : Math.sqrt(value));
    }
    case '1/x': {
      const value = valueOf(state);
      return unary(state, value === 0 ? DIVIDE_BY_ZERO : 1 / value);
    }
    case '%':
      // The second value becomes that percentage of the first; with no first value, 0.
      return unary(state, state.pending ? (state.pending.value * valueOf(state)) / 100 : 0);
    case 'MC':
      return { ...state, memory: null, typing: false };
    case 'MS':
      return { ...state, memory: valueOf(state), typing: false };
    case 'M+':
      return { ...state, memory: Number(((state.memory ?? 0) + valueOf(state)).toPrecision(15)), typing: false };
    case 'M-':
      return { ...state, memory: Number(((state.memory ?? 0) - valueOf(state)).toPrecision(15)), typing: false };
    case 'MR':
      return state.memory === null ? state : { ...state, display: formatNumber(state.memory), typing: false, hasOperand: true };
  }
  return state;
}

/** The line above the display: the first value and the operation waiting for the second ("12 ×"). */
export function pendingLine(state: CalculatorState): string {
  if (!state.pending) return '';
  const symbol = { '+': '+', '-': '−', '*': '×', '/': '÷' }[state.pending.operator];
  return `${formatNumber(state.pending.value)} ${symbol}`;
}

/** The keyboard's keys for the calculator's (when it has focus); Windows' shortcuts where they exist. */
export function keyFromKeyboard(event: { key: string; ctrlKey?: boolean }): CalculatorKey | null {
  const { key } = event;
  if (event.ctrlKey) return ({ l: 'MC', r: 'MR', m: 'MS', p: 'M+', q: 'M-' } as Record<string, CalculatorKey>)[key.toLowerCase()] ?? null;
  if (/^[0-9]$/.test(key) || ['.', '+', '-', '*', '/', '%', '='].includes(key)) return key as CalculatorKey;
  if (key === ',') return '.';
  if (key === 'Enter') return '=';
  if (key === 'Backspace') return 'Backspace';
  if (key === 'Escape') return 'C';
  if (key === 'Delete') return 'CE';
  if (key === '@') return '√';
  if (key === 'r' || key === 'R') return '1/x';
  if (key === 'F9') return '±';
  return null;
}
