import { isListOf, readSave } from '../save';
import { GRID_SIZE, WORD_COUNT, type Cell, type PlacedWord } from './wordSearch';

/** Bumped when the saved shape changes; saves of another version are ignored. */
export const SAVE_VERSION = 1;

/** The saved Word Mage state: grid, placed words, found and selected words, started and finished flags, time left. */
export type SavedGame = {
  version: typeof SAVE_VERSION;
  grid: string[][];
  placedWords: PlacedWord[];
  foundWords: string[];
  selectedCells: Cell[];
  gameStarted: boolean;
  gameFinished: boolean;
  timeLeft: number;
};

const isCell = (value: unknown): value is Cell => {
  const cell = value as Cell;
  return (
    typeof cell === 'object' &&
    cell !== null &&
    Number.isInteger(cell.row) &&
    Number.isInteger(cell.col) &&
    cell.row >= 0 &&
    cell.row < GRID_SIZE &&
    cell.col >= 0 &&
    cell.col < GRID_SIZE
  );
};

/**
 * Reads a saved game, or null when it is missing, not JSON, of another version, or in any way
 * not a game this code could show (a corrupt save must never crash the page).
 */
export function parseSavedGame(raw: string | null): SavedGame | null {
  const game = readSave<SavedGame>(raw, SAVE_VERSION);
  if (!game) return null;
  const isRow = (row: unknown) => isListOf(row, GRID_SIZE, (letter) => typeof letter === 'string' && /^[A-Z]$/.test(letter));
  if (!isListOf(game.grid, GRID_SIZE, isRow)) return null;
  const wordsOk = isListOf(
    game.placedWords,
    WORD_COUNT,
    (placed: PlacedWord) =>
      typeof placed === 'object' &&
      placed !== null &&
      typeof placed.word === 'string' &&
      typeof placed.found === 'boolean' &&
      isListOf(placed.path, placed.word.length, (cell, i) => isCell(cell) && game.grid[cell.row][cell.col] === placed.word[i]),
  );
  if (!wordsOk) return null;
  const restOk =
    Array.isArray(game.foundWords) &&
    game.foundWords.every((word) => game.placedWords.some((placed) => placed.word === word && placed.found)) &&
    Array.isArray(game.selectedCells) &&
    game.selectedCells.length <= 2 &&
    game.selectedCells.every(isCell) &&
    typeof game.gameStarted === 'boolean' &&
    typeof game.gameFinished === 'boolean' &&
    typeof game.timeLeft === 'number' &&
    Number.isFinite(game.timeLeft);
  return restOk ? game : null;
}

/** The saved expiration in whole seconds, or null when missing or not a sensible time. */
export function parseExpiration(raw: string | null): number | null {
  if (raw === null || !/^\d{9,11}$/.test(raw.trim())) return null;
  return Number(raw);
}

export type RestoredGame =
  | { kind: 'fresh' }
  | { kind: 'resume'; game: SavedGame; secondsLeft: number }
  | { kind: 'expired'; game: SavedGame | null }
  | { kind: 'startedWithoutPuzzle'; secondsLeft: number };

/**
 * What the page shows on load: a saved game resumes while time remains; once the
 * expiration has passed, the game shows as finished with the time-up dialog; an expiration still
 * ahead without a saved puzzle shows the game started with the remaining time. Anything else
 * (nothing saved, a corrupt or foreign save) starts fresh.
 */
export function restoreGame(rawGame: string | null, rawExpiration: string | null, nowSeconds: number): RestoredGame {
  const expiration = parseExpiration(rawExpiration);
  if (expiration === null) return { kind: 'fresh' };
  const game = parseSavedGame(rawGame);
  if (expiration <= nowSeconds) return { kind: 'expired', game };
  const secondsLeft = expiration - nowSeconds;
  if (!game) return { kind: 'startedWithoutPuzzle', secondsLeft };
  if (game.gameFinished || !game.gameStarted) return { kind: 'fresh' };
  return { kind: 'resume', game, secondsLeft };
}
