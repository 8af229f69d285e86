'use client';

import Link from '@/components/ui/SiteLink';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Modal } from '@/components/ui/Modal';
import { cellsBetween, GRID_SIZE, TIME_LIMIT_SECONDS, WORD_MESSAGES, type Cell } from '@/games/wordSearch/wordSearch';
import { formatTimer } from '@/lib/clock';
import { urls } from '@/lib/urls';
import { useWordMage } from './useWordMage';
import styles from './WordMageGame.module.css';

const key = (cell: Cell) => `${cell.row},${cell.col}`;
const same = (a: Cell | null, b: Cell | null) => !!a && !!b && a.row === b.row && a.col === b.col;

/** The cell a point of the screen is over, read from the buttons' data attributes. */
function cellAt(x: number, y: number): Cell | null {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-row]');
  return element ? { row: Number(element.dataset.row), col: Number(element.dataset.col) } : null;
}

/**
 * Word Mage (the Word Maze game): find 10 hidden words in a 10×10 grid in 180 seconds. Select a
 * word by its first and last letters with clicks, taps or the keyboard, or drag across it. The
 * game is saved in localStorage and resumes after a reload; the timer runs from timestamps.
 */
export function WordMageGame({ words }: { words: string[] }) {
  const { state, dispatch, begin, message } = useWordMage(words);
  const { phase, board, start, preview, left, dialog } = state;
  const [focused, setFocused] = useState<Cell>({ row: 0, col: 0 });
  const cellRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const drag = useRef<{ from: Cell; moved: boolean } | null>(null);
  const suppressClicksUntil = useRef(0);
  const closeDialog = () => dispatch({ type: 'closeDialog' });

  const onPointerDown = (cell: Cell) => (event: PointerEvent<HTMLButtonElement>) => {
    if (phase !== 'running' || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    drag.current = { from: cell, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const over = cellAt(event.clientX, event.clientY);
    if (over && !same(over, drag.current.from)) {
      drag.current.moved = true;
      dispatch({ type: 'preview', cell: over });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    const end = cellAt(event.clientX, event.clientY);
    // A drag from one letter to another is a whole selection; a click the browser sends after it is not a pick.
    suppressClicksUntil.current = event.timeStamp + 300;
    if (end && !same(end, current.from)) dispatch({ type: 'select', from: current.from, to: end });
    else dispatch({ type: 'preview', cell: null });
  };

  const onCellClick = (cell: Cell, event: MouseEvent<HTMLButtonElement>) => {
    // Pointer clicks (detail ≥ 1) right after a drag belong to the drag; keyboard ones (detail 0) never do.
    if (event.detail > 0 && event.timeStamp < suppressClicksUntil.current) return;
    dispatch({ type: 'pick', cell });
  };

  const onCellKeyDown = (cell: Cell) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = {
      row: Math.min(GRID_SIZE - 1, Math.max(0, cell.row + move[0])),
      col: Math.min(GRID_SIZE - 1, Math.max(0, cell.col + move[1])),
    };
    setFocused(next);
    cellRefs.current[next.row * GRID_SIZE + next.col]?.focus();
  };

  const foundCells = new Set(board?.placed.filter((word) => word.found).flatMap((word) => word.path.map(key)) ?? []);
  const line = start && preview ? new Set((cellsBetween(start, preview) ?? []).map(key)) : new Set<string>();
  const foundCount = board?.placed.filter((word) => word.found).length ?? 0;

  return (
    <div className={styles.game}>
      <div className={styles.status}>
        {phase === 'idle' ? (
          <button type="button" className="button button-accent" onClick={() => begin(TIME_LIMIT_SECONDS)}>
            Start Game
          </button>
        ) : (
          <p className="timer" role="timer" aria-label="Time left">
            Time left <span className="timer-value">{formatTimer(left)}</span>
          </p>
        )}
        {phase !== 'idle' && (
          <p className={styles.score}>
            {foundCount} of {board?.placed.length ?? 10} found
          </p>
        )}
        {phase === 'finished' && (
          <div className={styles.after}>
            <Link href={urls.games} className="button button-outline">
              Go Back
            </Link>
            <button type="button" className="button button-accent" onClick={() => begin(TIME_LIMIT_SECONDS)}>
              New Game
            </button>
          </div>
        )}
      </div>

      <p className={styles.message} role="status" aria-live="polite">
        {message}
      </p>

      <div className={`main-and-side ${styles.layout}`}>
        {/* Pointer moves over the grid drive drag selection; each letter is also a button for clicks and keys. */}
        <div
          className={styles.grid}
          role="group"
          aria-label="Letter grid, 10 by 10"
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
            dispatch({ type: 'preview', cell: null });
          }}
          data-phase={phase}
        >
          {Array.from({ length: GRID_SIZE * GRID_SIZE }, (_, index) => {
            const cell = { row: Math.floor(index / GRID_SIZE), col: index % GRID_SIZE };
            const letter = board?.grid[cell.row][cell.col] ?? '';
            const isStart = same(start, cell);
            const isFound = foundCells.has(key(cell));
            const className = [
              styles.cell,
              isFound ? styles.found : '',
              isStart ? styles.start : '',
              line.has(key(cell)) ? styles.line : '',
            ].join(' ');
            return (
              <button
                key={index}
                ref={(element) => {
                  cellRefs.current[index] = element;
                }}
                type="button"
                className={className}
                data-row={cell.row}
                data-col={cell.col}
                tabIndex={same(focused, cell) ? 0 : -1}
                aria-label={`${letter || 'Empty'}, row ${cell.row + 1}, column ${cell.col + 1}${isFound ? ', in a found word' : ''}`}
                aria-pressed={isStart}
                disabled={phase !== 'running'}
                onPointerDown={onPointerDown(cell)}
                onClick={(event) => onCellClick(cell, event)}
                onKeyDown={onCellKeyDown(cell)}
                onFocus={() => setFocused(cell)}
              >
                {letter}
              </button>
            );
          })}
        </div>

        <section className={`panel panel-outlined ${styles.words}`} aria-labelledby="words-heading">
          <h2 id="words-heading" className={styles.wordsHeading}>
            Words to find
          </h2>
          {board ? (
            <ul className={styles.wordList}>
              {board.placed.map((word) => (
                <li key={word.word} className={word.found ? styles.wordFound : undefined}>
                  {word.found ? <s>{word.word}</s> : word.word}
                  {word.found && <span className="visually-hidden"> (found)</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.hint}>Press Start Game to get 10 words and a 3-minute timer.</p>
          )}
        </section>
      </div>

      <Modal
        open={dialog === 'success'}
        onClose={closeDialog}
        tone="success"
        title="Well done!"
        actions={
          <button type="button" className="button button-primary" onClick={closeDialog}>
            Close
          </button>
        }
      >
        <p>{WORD_MESSAGES.success}</p>
      </Modal>
      <Modal
        open={dialog === 'timeup'}
        onClose={closeDialog}
        tone="danger"
        title={WORD_MESSAGES.timeUpTitle}
        actions={
          <button type="button" className="button button-primary" onClick={closeDialog}>
            Close
          </button>
        }
      >
        <p>{WORD_MESSAGES.timeUp}</p>
        {board && (
          <>
            <p>The words were:</p>
            <ul className={styles.answers}>
              {board.placed.map((word) => (
                <li key={word.word}>{word.word}</li>
              ))}
            </ul>
          </>
        )}
      </Modal>
    </div>
  );
}
