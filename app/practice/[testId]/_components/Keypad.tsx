'use client';

import { KEY_NAMES, KEYPAD_KEYS, pressKey, type KeypadKey } from '@/lib/practice/engine/keypad';
import { keepFocus } from './keepFocus';
import styles from './Keypad.module.css';

type KeypadProps = {
  value: string;
  onChange: (value: string) => void;
  /** The answer box the keys type into, for screen readers. */
  controls: string;
};

const SYMBOLS: Partial<Record<KeypadKey, string>> = { '-': '−', backspace: '⌫', clear: 'Clear' };

/**
 * The on-screen keypad of a type-in answer, like the CAT screen's: every phone can enter a minus
 * sign and a decimal point this way, whatever its keyboard offers. Keyboard typing into the box
 * still works on desktops. A key pressed with a mouse or a finger keeps the focus where it is
 * (keepFocus); the answer box takes it after each key (QuestionPane), so Enter then saves rather
 * than pressing the last key again.
 */
export function Keypad({ value, onChange, controls }: KeypadProps) {
  return (
    <div className={styles.keypad} role="group" aria-label="Keypad">
      {KEYPAD_KEYS.map((key) => {
        const symbol = SYMBOLS[key] ?? key;
        const named = KEY_NAMES[key] !== symbol;
        return (
          <button
            key={key}
            type="button"
            className={styles.key}
            data-key={key}
            aria-label={named ? KEY_NAMES[key] : undefined}
            aria-controls={controls}
            onMouseDown={keepFocus}
            onClick={() => onChange(pressKey(value, key))}
          >
            {symbol}
          </button>
        );
      })}
    </div>
  );
}
