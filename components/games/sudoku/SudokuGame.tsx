'use client';

import { FaPencilAlt } from 'react-icons/fa';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { notify } from '@/components/toast/notify';
import { Modal } from '@/components/ui/Modal';
import { mediaList } from '@/lib/mediaList';
import { conflicts as conflictsOf, DIFFICULTIES, DIFFICULTY_ORDER, PEERS, toGrid, type Difficulty } from '@/games/sudoku/session';
import { checkSolution, SUDOKU_MESSAGES } from '@/games/sudoku/sudoku';
import { DigitPad } from './DigitPad';
import { SudokuCell, type CellHandlers } from './SudokuCell';
import { SudokuClock } from './SudokuClock';
import { useSudoku } from './useSudoku';
import styles from './SudokuGame.module.css';

const coarsePointer = () => mediaList('(pointer: coarse)');

/**
 * On phones and tablets (a coarse pointer) the digit pad replaces the on-screen keyboard. Set on
 * the 81 inputs themselves, not through React: a phone's answer differs from the static HTML's, and
 * as state it re-rendered the whole board at once right after hydration (about 13 ms at full speed
 * in one task, on every phone's visit). Written only when it changes.
 */
function setKeyboard(input: HTMLInputElement) {
  const mode = coarsePointer().matches ? 'none' : 'numeric';
  if (input.inputMode !== mode) input.inputMode = mode;
}

const HISTORY_TOOLS = [
  { action: 'undo', label: 'Undo', keys: 'Control+Z' },
  { action: 'redo', label: 'Redo', keys: 'Control+Y' },
] as const;

/**
 * The Sudoku page: a unique puzzle at the chosen difficulty, given cells read-only, one digit per
 * blank cell, pencil notes, undo/redo, arrow keys between cells, highlights for the selected
 * cell's row, column, box and digit, conflicts marked, a clock, the game saved across reloads,
 * and the spec's Check / View Solution / Reset buttons.
 */
export function SudokuGame({ firstDeal }: { firstDeal: string }) {
  const { session, board, dispatch } = useSudoku(firstDeal);
  const [selected, setSelected] = useState<number | null>(null);
  const [notesMode, setNotesMode] = useState(false);
  const [result, setResult] = useState<'correct' | 'incorrect' | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  // A device can change pointers (a tablet's keyboard cover): the inputs follow.
  useEffect(() => {
    const media = coarsePointer();
    const follow = () => inputs.current.forEach((input) => input && setKeyboard(input));
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  const conflicts = useMemo(() => conflictsOf(board), [board]);

  // The same functions on every render, so the memoised cells do not re-render for them.
  const handlers: CellHandlers = useMemo(
    () => ({
      register: (index, element) => {
        inputs.current[index] = element;
        if (element) setKeyboard(element);
      },
      onSelect: setSelected,
      onPut: (index, digit, asNote) => dispatch(digit === 0 ? { type: 'erase', index } : { type: asNote ? 'note' : 'enter', index, digit }),
      onMove: (index, rows, cols) => {
        const row = Math.min(8, Math.max(0, Math.floor(index / 9) + rows));
        const col = Math.min(8, Math.max(0, (index % 9) + cols));
        inputs.current[row * 9 + col]?.focus();
      },
    }),
    [dispatch],
  );

  /** Shortcuts anywhere in the game: N for notes, Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo. */
  const onShortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key.toLowerCase();
    const command = event.ctrlKey || event.metaKey;
    if (command && !event.altKey && (key === 'y' || (key === 'z' && event.shiftKey))) {
      event.preventDefault();
      dispatch({ type: 'redo' });
    } else if (command && !event.altKey && key === 'z') {
      event.preventDefault();
      dispatch({ type: 'undo' });
    } else if (key === 'n' && !command && !event.altKey) {
      event.preventDefault();
      setNotesMode((on) => !on);
    }
  };

  const onCheck = () => {
    if (!session) return;
    const outcome = checkSolution(toGrid(session.values), toGrid(session.puzzle));
    if (outcome === 'incomplete') {
      notify('warning', SUDOKU_MESSAGES.incomplete);
      return;
    }
    if (outcome === 'correct') dispatch({ type: 'solved' });
    setResult(outcome);
  };

  const deal = (difficulty: Difficulty) => {
    setSelected(null);
    dispatch({ type: 'new', difficulty });
  };

  const selectedValue = selected !== null ? board.values[selected] : 0;
  const related = selected === null ? null : new Set([selected, ...PEERS[selected]]);

  return (
    <div className={styles.game} onKeyDown={onShortcut}>
      <div className={styles.toolbar}>
        <SudokuClock elapsedMs={board.elapsedMs} runningSince={board.runningSince} />
        <label className={styles.difficulty}>
          Difficulty{' '}
          <select value={board.difficulty} onChange={(event) => deal(event.target.value as Difficulty)} disabled={!session}>
            {DIFFICULTY_ORDER.map((level) => (
              <option key={level} value={level}>
                {DIFFICULTIES[level].label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button-outline" onClick={() => deal(board.difficulty)}>
          New Puzzle
        </button>
      </div>

      {/* Inert until the game starts (a digit typed before hydration would be lost). One attribute
          locks the board, so starting the game re-renders no cell: a per-cell lock changed all 81
          cells' props at once, right after hydration. */}
      <div className={styles.board} role="group" aria-label="Sudoku board, 9 by 9" inert={!session}>
        {Array.from({ length: 81 }, (_, index) => {
          const value = board.values[index];
          return (
            <SudokuCell
              key={index}
              index={index}
              value={value}
              given={board.puzzle[index] !== 0}
              notes={board.notes[index]}
              related={related?.has(index) ?? false}
              same={selectedValue !== 0 && value === selectedValue}
              conflict={conflicts.has(index)}
              notesMode={notesMode}
              {...handlers}
            />
          );
        })}
      </div>

      <div className={styles.tools}>
        <button
          type="button"
          className={`button button-outline ${styles.tool}`}
          aria-pressed={notesMode}
          onClick={() => setNotesMode((on) => !on)}
          aria-keyshortcuts="N"
        >
          <FaPencilAlt aria-hidden="true" /> Notes {notesMode ? 'on' : 'off'}
        </button>
        {HISTORY_TOOLS.map((tool) => (
          <button
            key={tool.action}
            type="button"
            className={`button button-outline ${styles.tool}`}
            onClick={() => dispatch({ type: tool.action })}
            disabled={!(tool.action === 'undo' ? session?.past.length : session?.future.length)}
            aria-keyshortcuts={tool.keys}
          >
            {tool.label}
          </button>
        ))}
      </div>

      <DigitPad
        disabled={selected === null || !session}
        onDigit={(digit) => selected !== null && handlers.onPut(selected, digit, notesMode && session?.values[selected] === 0)}
      />

      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={onCheck} disabled={!session}>
          Check Solution
        </button>
        <button type="button" className="button button-outline" onClick={() => dispatch({ type: 'solution' })} disabled={!session}>
          View Solution
        </button>
        <button type="button" className="button button-outline" onClick={() => dispatch({ type: 'reset' })} disabled={!session}>
          Reset Puzzle
        </button>
      </div>

      <Modal
        open={result !== null}
        onClose={() => setResult(null)}
        tone={result === 'correct' ? 'success' : 'danger'}
        title={result === 'correct' ? 'Solved!' : 'Not yet'}
        actions={
          <button type="button" className="button button-primary" onClick={() => setResult(null)}>
            OK
          </button>
        }
      >
        <p className={result === 'correct' ? styles.success : styles.failure}>
          {result === 'correct' ? SUDOKU_MESSAGES.correct : SUDOKU_MESSAGES.incorrect}
        </p>
      </Modal>
    </div>
  );
}
