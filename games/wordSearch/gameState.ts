import { secondsLeft } from '../../lib/clock';
import { SAVE_VERSION, type SavedGame } from './savedGame';
import { checkSelection, TIME_LIMIT_SECONDS, type Cell, type WordGrid } from './wordSearch';

/**
 * A game of Word Mage as one state and its transitions (a reducer): not started, running (a grid,
 * a deadline, the letter picked first) and finished (found all words, or time ran out). The page
 * adds the clock, storage and screen; this file decides what each event does.
 */
export type WordMageState = {
  phase: 'idle' | 'running' | 'finished';
  board: WordGrid | null;
  /** The first letter picked, waiting for the last. */
  start: Cell | null;
  /** The letter a drag is over, to highlight the line. */
  preview: Cell | null;
  /** When time runs out (milliseconds since 1970). */
  deadline: number | null;
  /** Whole seconds left, as shown. */
  left: number;
  dialog: 'success' | 'timeup' | null;
  /** The last wrong selection's message; `id` tells a repeat of the same message apart. */
  message: { text: string; id: number } | null;
};

export type WordMageAction =
  | { type: 'begin'; board: WordGrid; now: number; seconds: number }
  | { type: 'resume'; board: WordGrid; start: Cell | null; now: number; seconds: number }
  | { type: 'expire'; board: WordGrid | null }
  | { type: 'tick'; now: number }
  | { type: 'pick'; cell: Cell }
  | { type: 'select'; from: Cell; to: Cell }
  | { type: 'preview'; cell: Cell | null }
  | { type: 'closeDialog' };

export const initialWordMage: WordMageState = {
  phase: 'idle',
  board: null,
  start: null,
  preview: null,
  deadline: null,
  left: TIME_LIMIT_SECONDS,
  dialog: null,
  message: null,
};

function finish(state: WordMageState, outcome: 'success' | 'timeup'): WordMageState {
  // Time's up: every answer is shown.
  const board =
    outcome === 'timeup' && state.board
      ? { ...state.board, placed: state.board.placed.map((word) => ({ ...word, found: true })) }
      : state.board;
  return { ...state, phase: 'finished', board, start: null, preview: null, dialog: outcome, ...(outcome === 'timeup' ? { left: 0 } : {}) };
}

function select(state: WordMageState, from: Cell, to: Cell): WordMageState {
  if (!state.board) return state;
  const cleared = { ...state, start: null, preview: null };
  const result = checkSelection(state.board, from, to);
  if (result.kind === 'error') return { ...cleared, message: { text: result.message, id: (state.message?.id ?? 0) + 1 } };
  const placed = state.board.placed.map((word, index) => (index === result.index ? { ...word, found: true } : word));
  const next = { ...cleared, board: { ...state.board, placed } };
  return placed.every((word) => word.found) ? finish(next, 'success') : next;
}

export function wordMageReducer(state: WordMageState, action: WordMageAction): WordMageState {
  switch (action.type) {
    case 'begin':
    case 'resume':
      return {
        ...initialWordMage,
        phase: 'running',
        board: action.board,
        start: action.type === 'resume' ? action.start : null,
        deadline: action.now + action.seconds * 1000,
        left: action.seconds,
      };
    case 'expire':
      return finish({ ...state, board: action.board }, 'timeup');
    case 'tick': {
      if (state.phase !== 'running' || state.deadline === null) return state;
      const left = secondsLeft(state.deadline, action.now);
      if (left === 0) return finish(state, 'timeup');
      return left === state.left ? state : { ...state, left };
    }
    case 'pick':
      if (state.phase !== 'running') return state;
      return state.start ? select(state, state.start, action.cell) : { ...state, start: action.cell };
    case 'select':
      return state.phase === 'running' ? select(state, action.from, action.to) : state;
    case 'preview':
      return { ...state, preview: action.cell };
    case 'closeDialog':
      return { ...state, dialog: null };
  }
}

/** What a running game saves: the spec's fields, plus the deadline kept beside it in seconds. */
export function toSavedGame(state: WordMageState): { game: SavedGame; expirationSeconds: number } | null {
  if (state.phase !== 'running' || !state.board || state.deadline === null) return null;
  return {
    game: {
      version: SAVE_VERSION,
      grid: state.board.grid,
      placedWords: state.board.placed,
      foundWords: state.board.placed.filter((word) => word.found).map((word) => word.word),
      selectedCells: state.start ? [state.start] : [],
      gameStarted: true,
      gameFinished: false,
      timeLeft: state.left,
    },
    expirationSeconds: Math.round(state.deadline / 1000),
  };
}
