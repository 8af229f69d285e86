'use client';

import styles from './SudokuGame.module.css';

type Props = { disabled: boolean; onDigit: (digit: number) => void };

/**
 * Digits 1–9 and Erase under the board, for touch screens (CSS shows it only for a coarse
 * pointer, so the page never shifts when it appears). It acts on the selected cell; a press
 * keeps the focus where it was, so the cell stays selected.
 */
export function DigitPad({ disabled, onDigit }: Props) {
  return (
    <div className={styles.pad} role="group" aria-label="Digit pad">
      {Array.from({ length: 9 }, (_, i) => (
        <button
          key={i}
          type="button"
          className={styles.padKey}
          disabled={disabled}
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => onDigit(i + 1)}
        >
          {i + 1}
        </button>
      ))}
      <button
        type="button"
        className={`${styles.padKey} ${styles.padErase}`}
        disabled={disabled}
        onPointerDown={(event) => event.preventDefault()}
        onClick={() => onDigit(0)}
      >
        Erase
      </button>
    </div>
  );
}
