'use client';

import { startTransition, useEffect, useReducer, useState } from 'react';
import {
  enterDigit,
  eraseCell,
  newSession,
  redo,
  resetSession,
  restoreSession,
  serializeSession,
  showSolution,
  stopClock,
  toggleNote,
  undo,
  type Difficulty,
  type SudokuSession,
} from '@/games/sudoku/session';
import { dealFromBank, decodeEntry } from '@/games/sudoku/bank';
import { readItem, writeItem } from '@/lib/browserStorage';
import { SUDOKU_KEY } from '@/lib/practice/store/keys';
import { cryptoSeed, seededRandom } from '@/lib/random';

export type SudokuAction =
  | { type: 'new'; difficulty: Difficulty }
  | { type: 'restore'; session: SudokuSession }
  | { type: 'enter'; index: number; digit: number }
  | { type: 'note'; index: number; digit: number }
  | { type: 'erase'; index: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset' }
  | { type: 'solution' }
  | { type: 'solved' };

/** A new game from the build-time bank: no puzzle search on the main thread (see bank.ts). */
function dealNew(difficulty: Difficulty): SudokuSession {
  const { puzzle, solution } = dealFromBank(difficulty, seededRandom(cryptoSeed()));
  return newSession(puzzle, solution, difficulty, Date.now());
}

function reducer(session: SudokuSession | null, action: SudokuAction): SudokuSession | null {
  if (action.type === 'new') return dealNew(action.difficulty);
  if (action.type === 'restore') return action.session;
  if (!session) return session;
  switch (action.type) {
    case 'enter':
      return enterDigit(session, action.index, action.digit);
    case 'note':
      return toggleNote(session, action.index, action.digit);
    case 'erase':
      return eraseCell(session, action.index);
    case 'undo':
      return undo(session);
    case 'redo':
      return redo(session);
    case 'reset':
      return resetSession(session, Date.now());
    case 'solution':
      return showSolution(session, Date.now());
    case 'solved':
      return stopClock(session, Date.now());
  }
}

function save(session: SudokuSession | null) {
  if (session) writeItem(SUDOKU_KEY, serializeSession(session, Date.now()));
}

/**
 * The game's state. The page's HTML already shows `firstDeal`, a Classic puzzle dealt at build
 * time, on a board kept inert until hydration (typing before then would be lost). Once hydrated, a
 * saved game resumes (with its clock); otherwise the board in the HTML becomes the game and its
 * clock starts, so a first visit re-renders no cell (the board's one attribute unlocks it). Every
 * change is saved at once, and the clock's time again when the page is hidden or left.
 *
 * `session` is null until hydration; `board` is what the cells show (the build's deal until then).
 */
export function useSudoku(firstDeal: string) {
  const [dealt] = useState<SudokuSession>(() => {
    const { puzzle, solution } = decodeEntry(firstDeal);
    return { ...newSession(puzzle, solution, 'classic', 0), runningSince: null };
  });
  const [session, dispatch] = useReducer(reducer, null);

  useEffect(() => {
    const saved = restoreSession(readItem(SUDOKU_KEY), Date.now());
    // A transition: a resumed game's board (up to 81 changed cells) renders in its own,
    // interruptible tasks instead of inside the task that runs every effect after hydration.
    startTransition(() => dispatch({ type: 'restore', session: saved ?? { ...dealt, runningSince: Date.now() } }));
  }, [dealt]);

  useEffect(() => {
    save(session);
    const onHide = () => save(session);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [session]);

  return { session, board: session ?? dealt, dispatch };
}
