'use client';

import { memo, useCallback, type KeyboardEvent } from 'react';
import { notify } from '@/components/toast/notify';
import { notesOf } from '@/games/sudoku/session';
import { parseCellInput, SUDOKU_MESSAGES } from '@/games/sudoku/sudoku';
import styles from './SudokuGame.module.css';

export type CellHandlers = {
  /** A digit 1–9 (or 0 to clear) for the cell, as a pencil note when `asNote`. */
  onPut: (index: number, digit: number, asNote: boolean) => void;
  onMove: (index: number, rows: number, cols: number) => void;
  onSelect: (index: number) => void;
  /** Also sets the input's on-screen keyboard (none where the digit pad replaces it). */
  register: (index: number, element: HTMLInputElement | null) => void;
};

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

type Props = CellHandlers & {
  index: number;
  value: number;
  given: boolean;
  notes: number;
  related: boolean;
  same: boolean;
  conflict: boolean;
  notesMode: boolean;
};

/**
 * One of the 81 cells. Memoised with stable handlers: typing in a cell re-renders only the cells
 * whose digit, notes or highlight changed, not the whole board.
 */
export const SudokuCell = memo(function SudokuCell(props: Props) {
  const { index, value, given, notes, related, same, conflict, notesMode, onPut, onMove, onSelect, register } = props;
  // One ref callback per cell for its life: an inline one is a new function on every render, which
  // React answers by detaching and attaching the ref again each time the cell re-renders.
  const ref = useCallback((element: HTMLInputElement | null) => register(index, element), [index, register]);
  const row = Math.floor(index / 9);
  const col = index % 9;
  const noteDigits = value === 0 ? notesOf(notes) : [];
  const className = [
    styles.cell,
    given ? styles.given : '',
    related ? styles.related : '',
    same ? styles.same : '',
    conflict ? styles.conflict : '',
    col % 3 === 2 && col < 8 ? styles.boxRight : '',
    row % 3 === 2 && row < 8 ? styles.boxBottom : '',
  ].join(' ');
  const label = `Row ${row + 1}, column ${col + 1}${given ? ', given' : ''}${noteDigits.length ? `, notes ${noteDigits.join(' ')}` : ''}`;

  const onChange = (text: string) => {
    const old = value ? String(value) : '';
    const raw = text.trim();
    // Typing over a digit leaves both in the field: keep the new one.
    const typed = raw.length === 2 && raw.includes(old) ? raw.replace(old, '') : raw;
    const parsed = parseCellInput(typed);
    if (parsed.ok) onPut(index, parsed.value, false);
    else notify('error', SUDOKU_MESSAGES.invalidEntry);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = ARROWS[event.key];
    if (move) {
      event.preventDefault();
      onMove(index, ...move);
    } else if (notesMode && /^[1-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // In notes mode a digit key writes a note instead of the cell's value.
      event.preventDefault();
      if (!given) onPut(index, Number(event.key), true);
    }
  };

  return (
    <div className={className}>
      <input
        ref={ref}
        className={styles.input}
        type="text"
        pattern="[1-9]"
        autoComplete="off"
        aria-label={label}
        aria-invalid={conflict || undefined}
        value={value ? String(value) : ''}
        readOnly={given}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          onSelect(index);
          event.target.select();
        }}
      />
      {noteDigits.length > 0 && (
        // Only the noted digits, each at its spot of the 3×3 grid: 1 2 3 / 4 5 6 / 7 8 9.
        <span className={styles.notes} aria-hidden="true">
          {noteDigits.map((digit) => (
            <span key={digit} data-digit={digit} style={{ gridArea: `${Math.ceil(digit / 3)} / ${((digit - 1) % 3) + 1}` }}>
              {digit}
            </span>
          ))}
        </span>
      )}
    </div>
  );
});
