import { isListOf, readSave } from '../save';
import { conflictingCells, type Grid } from './sudoku';

/**
 * A Sudoku game in play: the player's digits and pencil notes, undo/redo history and the clock.
 * Pure state and transitions (no React, no DOM) so the page, its tests and the saved game share
 * one definition.
 */

export type Difficulty = 'easy' | 'classic' | 'hard';

/** Blank cells per difficulty; Classic is the spec's 40. Every puzzle keeps exactly one solution. */
export const DIFFICULTIES: Record<Difficulty, { label: string; blanks: number }> = {
  easy: { label: 'Easy', blanks: 32 },
  classic: { label: 'Classic', blanks: 40 },
  hard: { label: 'Hard', blanks: 50 },
};

export const DIFFICULTY_ORDER: Difficulty[] = ['easy', 'classic', 'hard'];

/** What undo and redo restore: the digits and notes of all 81 cells. */
type Snapshot = { values: number[]; notes: number[] };

export type SudokuSession = {
  difficulty: Difficulty;
  /** Row by row, 81 entries: the givens (0 for a blank cell) and the unique solution. */
  puzzle: number[];
  solution: number[];
  /** The player's board: givens plus entered digits, 0 for empty. */
  values: number[];
  /** Pencil notes per cell as a bitmask (bit d set = note d). */
  notes: number[];
  past: Snapshot[];
  future: Snapshot[];
  /** Milliseconds played before `runningSince`; the clock shows elapsedMs + (now − runningSince). */
  elapsedMs: number;
  /** When the clock last started (Date.now()), or null while it stands still (solved, shown). */
  runningSince: number | null;
};

/** Undo keeps this many steps; older ones fall away so a long game's save stays small. */
const HISTORY_LIMIT = 200;

export const flatten = (grid: Grid): number[] => grid.flat();
export const toGrid = (cells: readonly number[]): Grid => Array.from({ length: 9 }, (_, row) => cells.slice(row * 9, row * 9 + 9));

export function newSession(puzzle: Grid, solution: Grid, difficulty: Difficulty, now: number): SudokuSession {
  const cells = flatten(puzzle);
  return {
    difficulty,
    puzzle: cells,
    solution: flatten(solution),
    values: [...cells],
    notes: Array<number>(81).fill(0),
    past: [],
    future: [],
    elapsedMs: 0,
    runningSince: now,
  };
}

/** The 20 cells that share a row, column or box with `index`. */
export const PEERS: number[][] = Array.from({ length: 81 }, (_, index) => {
  const row = Math.floor(index / 9);
  const col = index % 9;
  const peers: number[] = [];
  for (let other = 0; other < 81; other += 1) {
    if (other === index) continue;
    const r = Math.floor(other / 9);
    const c = other % 9;
    const sameBox = Math.floor(r / 3) === Math.floor(row / 3) && Math.floor(c / 3) === Math.floor(col / 3);
    if (r === row || c === col || sameBox) peers.push(other);
  }
  return peers;
});

const isGiven = (session: SudokuSession, index: number) => session.puzzle[index] !== 0;

function withHistory(session: SudokuSession, values: number[], notes: number[]): SudokuSession {
  const past = [...session.past, { values: session.values, notes: session.notes }].slice(-HISTORY_LIMIT);
  return { ...session, values, notes, past, future: [] };
}

/** Puts a digit (1–9) in a blank cell, or clears it with 0; the digit's notes leave its row, column and box. */
export function enterDigit(session: SudokuSession, index: number, digit: number): SudokuSession {
  if (isGiven(session, index) || session.values[index] === digit) return session;
  const values = [...session.values];
  values[index] = digit;
  const notes = [...session.notes];
  if (digit !== 0) {
    notes[index] = 0;
    const bit = 1 << digit;
    for (const peer of PEERS[index]) notes[peer] &= ~bit;
  }
  return withHistory(session, values, notes);
}

/** Adds or removes a pencil note in an empty, non-given cell. */
export function toggleNote(session: SudokuSession, index: number, digit: number): SudokuSession {
  if (isGiven(session, index) || session.values[index] !== 0 || digit < 1 || digit > 9) return session;
  const notes = [...session.notes];
  notes[index] ^= 1 << digit;
  return withHistory(session, session.values, notes);
}

/** Clears a cell's digit and its notes. */
export function eraseCell(session: SudokuSession, index: number): SudokuSession {
  if (isGiven(session, index) || (session.values[index] === 0 && session.notes[index] === 0)) return session;
  const values = [...session.values];
  values[index] = 0;
  const notes = [...session.notes];
  notes[index] = 0;
  return withHistory(session, values, notes);
}

export function undo(session: SudokuSession): SudokuSession {
  const previous = session.past.at(-1);
  if (!previous) return session;
  return {
    ...session,
    ...previous,
    past: session.past.slice(0, -1),
    future: [{ values: session.values, notes: session.notes }, ...session.future],
  };
}

export function redo(session: SudokuSession): SudokuSession {
  const [next, ...rest] = session.future;
  if (!next) return session;
  return { ...session, ...next, past: [...session.past, { values: session.values, notes: session.notes }], future: rest };
}

/** The spec's Reset Puzzle: back to the givens, notes and history gone, the clock from zero. */
export function resetSession(session: SudokuSession, now: number): SudokuSession {
  return newSession(toGrid(session.puzzle), toGrid(session.solution), session.difficulty, now);
}

/** The spec's View Solution: the solved board; the clock stops. */
export function showSolution(session: SudokuSession, now: number): SudokuSession {
  return stopClock({ ...withHistory(session, [...session.solution], Array<number>(81).fill(0)) }, now);
}

export function elapsedMs(session: SudokuSession, now: number): number {
  return session.elapsedMs + (session.runningSince === null ? 0 : Math.max(0, now - session.runningSince));
}

export function stopClock(session: SudokuSession, now: number): SudokuSession {
  if (session.runningSince === null) return session;
  return { ...session, elapsedMs: elapsedMs(session, now), runningSince: null };
}

/** A saved game starts its clock again when it is opened; time away does not count. */
export function resumeClock(session: SudokuSession, now: number, running: boolean): SudokuSession {
  return { ...session, runningSince: running ? now : null };
}

export function conflicts(session: SudokuSession): Set<number> {
  const cells = conflictingCells(toGrid(session.values));
  return new Set(
    [...cells].map((key) => {
      const [row, col] = key.split(',').map(Number);
      return row * 9 + col;
    }),
  );
}

export function notesOf(mask: number): number[] {
  const digits: number[] = [];
  for (let digit = 1; digit <= 9; digit += 1) if (mask & (1 << digit)) digits.push(digit);
  return digits;
}

// ----- saving -----

/** Bumped when the saved shape changes; saves of another version are ignored. */
export const SUDOKU_SAVE_VERSION = 1;

type SavedSudoku = { version: typeof SUDOKU_SAVE_VERSION; running: boolean } & Omit<SudokuSession, 'runningSince'>;

export function serializeSession(session: SudokuSession, now: number): string {
  const { runningSince, ...rest } = { ...session, elapsedMs: elapsedMs(session, now) };
  const saved: SavedSudoku = { version: SUDOKU_SAVE_VERSION, running: runningSince !== null, ...rest };
  return JSON.stringify(saved);
}

const isCells = (value: unknown, max: number): value is number[] =>
  isListOf(value, 81, (cell: number) => Number.isInteger(cell) && cell >= 0 && cell <= max);
const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' && value !== null && isCells((value as Snapshot).values, 9) && isCells((value as Snapshot).notes, 0x3fe);

/**
 * Reads a saved game, or null when it is missing, not JSON, of another version or inconsistent in
 * any way (a corrupt save must never crash the page or show a board the rules cannot accept).
 */
export function restoreSession(raw: string | null, now: number): SudokuSession | null {
  const saved = readSave<SavedSudoku>(raw, SUDOKU_SAVE_VERSION);
  if (!saved) return null;
  if (!(saved.difficulty in DIFFICULTIES) || typeof saved.running !== 'boolean') return null;
  if (!isCells(saved.puzzle, 9) || !isCells(saved.solution, 9) || !isCells(saved.values, 9) || !isCells(saved.notes, 0x3fe)) return null;
  if (saved.solution.some((digit) => digit === 0) || conflictingCells(toGrid(saved.solution)).size > 0) return null;
  if (saved.puzzle.some((given, index) => given !== 0 && (given !== saved.solution[index] || saved.values[index] !== given))) return null;
  if (!Array.isArray(saved.past) || !Array.isArray(saved.future) || !saved.past.every(isSnapshot) || !saved.future.every(isSnapshot))
    return null;
  if (typeof saved.elapsedMs !== 'number' || !Number.isFinite(saved.elapsedMs) || saved.elapsedMs < 0) return null;
  const { version, running, ...session } = saved;
  void version;
  return resumeClock({ ...session, runningSince: null }, now, running);
}
