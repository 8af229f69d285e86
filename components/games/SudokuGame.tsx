'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { notify } from '@/components/toast/notify';
import { Modal } from '@/components/ui/Modal';
import { checkSolution, conflictingCells, generateSudoku, parseCellInput, SUDOKU_MESSAGES, type Grid, type Sudoku } from '@/games/sudoku/sudoku';
import { formatClock } from '@/games/clock';
import { cryptoSeed, seededRandom } from '@/lib/random';
import { useElapsedSeconds } from './useElapsedSeconds';
import styles from './SudokuGame.module.css';

type Cell = { row: number; col: number };
const copy = (grid: Grid) => grid.map((row) => [...row]);
const sameBox = (a: Cell, b: Cell) => Math.floor(a.row / 3) === Math.floor(b.row / 3) && Math.floor(a.col / 3) === Math.floor(b.col / 3);

/**
 * The Sudoku page: a new unique puzzle each visit, given cells read-only, one digit per blank
 * cell, arrow keys between cells, highlights for the selected cell's row, column, box and digit,
 * conflicts marked, a timer, and the spec's Check / View Solution / Reset buttons.
 */
export function SudokuGame() {
  const [game, setGame] = useState<Sudoku | null>(null);
  const [grid, setGrid] = useState<Grid | null>(null);
  const [selected, setSelected] = useState<Cell | null>(null);
  const [result, setResult] = useState<'correct' | 'incorrect' | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const elapsed = useElapsedSeconds(startedAt, stoppedAt);

  const newPuzzle = useCallback(() => {
    const next = generateSudoku(seededRandom(cryptoSeed()));
    setGame(next);
    setGrid(copy(next.puzzle));
    setSelected(null);
    setStartedAt(Date.now());
    setStoppedAt(null);
  }, []);

  // The puzzle is made in the browser (each visit gets its own), after the static page hydrates.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- generating on mount is the point
  useEffect(newPuzzle, [newPuzzle]);

  const conflicts = useMemo(() => (grid ? conflictingCells(grid) : new Set<string>()), [grid]);

  const focusCell = (row: number, col: number) => inputs.current[row * 9 + col]?.focus();

  const onChange = (row: number, col: number) => (event: ChangeEvent<HTMLInputElement>) => {
    if (!grid) return;
    const current = grid[row][col] ? String(grid[row][col]) : '';
    const raw = event.target.value.trim();
    // Typing over a digit leaves both in the field: keep the new one.
    const typed = raw.length === 2 && raw.includes(current) ? raw.replace(current, '') : raw;
    const parsed = parseCellInput(typed);
    if (!parsed.ok) {
      notify('error', SUDOKU_MESSAGES.invalidEntry);
      return;
    }
    const next = copy(grid);
    next[row][col] = parsed.value;
    setGrid(next);
  };

  const onKeyDown = (row: number, col: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusCell(Math.min(8, Math.max(0, row + move[0])), Math.min(8, Math.max(0, col + move[1])));
  };

  const onCheck = () => {
    if (!grid || !game) return;
    const outcome = checkSolution(grid, game.puzzle);
    if (outcome === 'incomplete') {
      notify('warning', SUDOKU_MESSAGES.incomplete);
      return;
    }
    if (outcome === 'correct') setStoppedAt((value) => value ?? Date.now());
    setResult(outcome);
  };

  const onViewSolution = () => {
    if (!game) return;
    setGrid(copy(game.solution));
    setStoppedAt((value) => value ?? Date.now());
  };

  const onReset = () => {
    if (!game) return;
    setGrid(copy(game.puzzle));
    setStartedAt(Date.now());
    setStoppedAt(null);
  };

  const selectedValue = selected && grid ? grid[selected.row][selected.col] : 0;

  return (
    <div className={styles.game}>
      <div className={styles.toolbar}>
        <p className={styles.timer}>
          Time <span className={styles.clock}>{formatClock(elapsed)}</span>
        </p>
        <button type="button" className="button button-outline" onClick={newPuzzle}>
          New Puzzle
        </button>
      </div>

      <div className={styles.board} role="group" aria-label="Sudoku board, 9 by 9">
        {Array.from({ length: 81 }, (_, index) => {
          const row = Math.floor(index / 9);
          const col = index % 9;
          const given = game ? game.puzzle[row][col] !== 0 : false;
          const value = grid ? grid[row][col] : 0;
          const related = selected && (selected.row === row || selected.col === col || sameBox(selected, { row, col }));
          const conflict = conflicts.has(`${row},${col}`);
          const className = [
            styles.cell,
            given ? styles.given : '',
            related ? styles.related : '',
            selectedValue && value === selectedValue ? styles.same : '',
            conflict ? styles.conflict : '',
            col % 3 === 2 && col < 8 ? styles.boxRight : '',
            row % 3 === 2 && row < 8 ? styles.boxBottom : '',
          ].join(' ');
          return (
            <input
              key={index}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              className={className}
              type="text"
              inputMode="numeric"
              pattern="[1-9]"
              autoComplete="off"
              aria-label={`Row ${row + 1}, column ${col + 1}${given ? ', given' : ''}`}
              aria-invalid={conflict || undefined}
              value={value ? String(value) : ''}
              readOnly={given || !game}
              onChange={onChange(row, col)}
              onKeyDown={onKeyDown(row, col)}
              onFocus={(event) => {
                setSelected({ row, col });
                event.target.select();
              }}
            />
          );
        })}
      </div>

      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={onCheck} disabled={!game}>
          Check Solution
        </button>
        <button type="button" className="button button-outline" onClick={onViewSolution} disabled={!game}>
          View Solution
        </button>
        <button type="button" className="button button-outline" onClick={onReset} disabled={!game}>
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
