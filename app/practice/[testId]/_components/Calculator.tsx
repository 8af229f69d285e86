'use client';

import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { keyFromKeyboard, pendingLine, type CalculatorKey, type CalculatorState } from '@/lib/practice/engine/calculator';
import styles from './Calculator.module.css';

/** Each key's face, and what a screen reader says (the face first, so the name holds what is seen). */
const FACES: Partial<Record<CalculatorKey, [face: string, spoken: string]>> = {
  MC: ['MC', 'MC, memory clear'],
  MR: ['MR', 'MR, memory recall'],
  MS: ['MS', 'MS, memory store'],
  'M+': ['M+', 'M+, add to memory'],
  'M-': ['M−', 'M−, subtract from memory'],
  Backspace: ['←', 'Backspace'],
  CE: ['CE', 'CE, clear entry'],
  C: ['C', 'C, clear all'],
  '±': ['±', 'Change sign'],
  '√': ['√', 'Square root'],
  '/': ['÷', 'Divide'],
  '*': ['×', 'Multiply'],
  '-': ['−', 'Minus'],
  '+': ['+', 'Plus'],
  '=': ['=', 'Equals'],
  '%': ['%', 'Percent'],
  '1/x': ['1/x', '1/x, reciprocal'],
  '.': ['.', 'Decimal point'],
};

const OPERATOR_KEYS = new Set<CalculatorKey>(['/', '*', '-', '+', '=']);

/**
 * Four rows of eight, so on a phone the calculator takes about 200 px and the question keeps the
 * rest: the number pad and its operators on the left as on every calculator, memory and the
 * other functions on the right; 0 is two keys wide, = four. In reading order, so Tab follows the rows.
 */
const LAYOUT: CalculatorKey[] = [
  ...['7', '8', '9', '/', 'MC', 'MR', 'MS', 'C'],
  ...['4', '5', '6', '*', 'M+', 'M-', 'Backspace', 'CE'],
  ...['1', '2', '3', '-', '√', '%', '1/x', '±'],
  ...['0', '.', '+', '='],
] as CalculatorKey[];

type CalculatorProps = {
  id: string;
  state: CalculatorState;
  onPress: (key: CalculatorKey) => void;
  onClose: () => void;
};

/**
 * The exam screen's basic calculator, as on the CAT's TCS iON screen: its keys by mouse or touch,
 * or typed while it has the focus (digits, + − * / % =, Enter, Backspace, Delete for CE, Escape
 * for C; Windows' shortcuts for the rest). Not a dialog: the question stays usable beside it (on
 * phones it sits above the action bar, from 900 px it floats over the palette). Its value lives in
 * the test screen, so it stays from question to question.
 */
export function Calculator({ id, state, onPress, onClose }: CalculatorProps) {
  const rootRef = useRef<HTMLElement>(null);

  // Opening it puts the focus on it, so typing works at once.
  useLayoutEffect(() => {
    rootRef.current?.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const onKey = (event.target as HTMLElement).closest('button') !== null;
    // A focused key's own Enter or Space presses that key, as every button does.
    if (onKey && (event.key === 'Enter' || event.key === ' ')) return;
    if (event.key === 'Escape' && state.display === '0' && !state.pending) {
      event.preventDefault();
      onClose();
      return;
    }
    const key = keyFromKeyboard(event);
    if (!key) return;
    event.preventDefault();
    onPress(key);
  };

  const press = (key: CalculatorKey) => (event: MouseEvent<HTMLButtonElement>) => {
    onPress(key);
    // After a tap or a click the focus goes back to the calculator, so a typed Enter means "=",
    // not that key again.
    if (event.detail > 0) rootRef.current?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={rootRef}
      id={id}
      className={styles.calculator}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      data-owns-keys
      onKeyDown={onKeyDown}
    >
      <div className={styles.top}>
        <h2 id={`${id}-heading`} className="visually-hidden">
          Calculator
        </h2>
        <div className={styles.screen}>
          <span className={styles.line}>
            <span className={styles.memory}>{state.memory !== null && <abbr title="A value is in memory">M</abbr>}</span>
            <span>{pendingLine(state)}</span>
          </span>
          <output className={styles.display} aria-live="polite" data-testid="calculator-display">
            {state.display}
          </output>
        </div>
        <button type="button" className={styles.close} onClick={onClose}>
          Close<span className="visually-hidden"> the calculator</span>
        </button>
      </div>
      <div className={styles.keys} role="group" aria-label="Calculator keys">
        {LAYOUT.map((key) => {
          const [face, spoken] = FACES[key] ?? [key, key];
          return (
            <button
              key={key}
              type="button"
              className={styles.key}
              data-key={key}
              data-kind={/^[0-9.]$/.test(key) ? 'digit' : OPERATOR_KEYS.has(key) ? 'operator' : 'function'}
              aria-label={spoken === face ? undefined : spoken}
              onClick={press(key)}
            >
              {face}
            </button>
          );
        })}
      </div>
    </section>
  );
}
