'use client';

import { startTransition, useEffect, useReducer } from 'react';
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
  SUDOKU_STORAGE_KEY,
  toggleNote,
  undo,
  type Difficulty,
  type SudokuSession,
} from '@/games/sudoku/session';
import { dealFromBank } from '@/games/sudoku/bank';
import { readItem, writeItem } from '@/lib/browserStorage';
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
  if (session) writeItem(SUDOKU_STORAGE_KEY, serializeSession(session, Date.now()));
}

/**
 * The game's state: a saved game resumes after a reload (with its clock), otherwise a new
 * Classic puzzle is dealt once the page has hydrated. Every change is saved at once, and the
 * clock's time again when the page is hidden or left.
 */
export function useSudoku() {
  const [session, dispatch] = useReducer(reducer, null);

  useEffect(() => {
    const saved = restoreSession(readItem(SUDOKU_STORAGE_KEY), Date.now());
    // A transition: the board's first render (81 cells) runs in its own, interruptible tasks
    // instead of inside the task that runs every effect after hydration (one long task on load).
    startTransition(() => dispatch(saved ? { type: 'restore', session: saved } : { type: 'new', difficulty: 'classic' }));
  }, []);

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

  return [session, dispatch] as const;
}
