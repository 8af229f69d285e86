import { randomInt, shuffle, type RandomSource } from '../../lib/random';

/** A 10×10 grid, 10 words, 8 directions, 200 tries per word, 180 s, messages for 2 s. */
export const GRID_SIZE = 10;
export const WORD_COUNT = 10;
export const PLACEMENT_ATTEMPTS = 200;
export const TIME_LIMIT_SECONDS = 180;
export const MESSAGE_MS = 2000;

export const WORD_MESSAGES = {
  notInLine: 'Not in the same line!',
  noMatch: 'No match!',
  timeUpTitle: "Time's Up!",
  timeUp: "You couldn't find all the words in time.",
  success: 'You found all 10 words in time!',
} as const;

export type Cell = { row: number; col: number };
export type PlacedWord = { word: string; found: boolean; path: Cell[] };
export type WordGrid = { grid: string[][]; placed: PlacedWord[] };

/** The 8 directions a word may run in: along rows, columns and both diagonals, either way. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, -1],
  [1, -1],
  [-1, 1],
];

const A = 65;

/** Where a word of `length` may start so that it fits when running along `step`. */
function startRange(step: number, length: number, size: number): [number, number] {
  if (step > 0) return [0, size - length];
  if (step < 0) return [length - 1, size - 1];
  return [0, size - 1];
}

/**
 * Tries random positions and directions; the word may cross others only where the letters agree.
 * `letters` holds char codes, row by row, 0 for an empty cell.
 */
function tryPlace(letters: Uint8Array, word: string, random: RandomSource, size: number): Cell[] | null {
  for (let attempt = 0; attempt < PLACEMENT_ATTEMPTS; attempt += 1) {
    const [dr, dc] = DIRECTIONS[randomInt(random, DIRECTIONS.length)];
    const [rowMin, rowMax] = startRange(dr, word.length, size);
    const [colMin, colMax] = startRange(dc, word.length, size);
    const row = rowMin + randomInt(random, rowMax - rowMin + 1);
    const col = colMin + randomInt(random, colMax - colMin + 1);
    const step = dr * size + dc;
    const first = row * size + col;
    let fits = true;
    for (let i = 0; i < word.length && fits; i += 1) {
      const current = letters[first + i * step];
      fits = current === 0 || current === word.charCodeAt(i);
    }
    if (!fits) continue;
    const path: Cell[] = [];
    for (let i = 0; i < word.length; i += 1) {
      letters[first + i * step] = word.charCodeAt(i);
      path.push({ row: row + i * dr, col: col + i * dc });
    }
    return path;
  }
  return null;
}

/** Readings of `word` in a flat grid of char codes (a palindrome's place reads twice). */
function countReadings(letters: Uint8Array, size: number, word: string, stopAt: number): number {
  const firstCode = word.charCodeAt(0);
  const last = word.length - 1;
  let count = 0;
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (letters[row * size + col] !== firstCode) continue;
      for (const [dr, dc] of DIRECTIONS) {
        const endRow = row + dr * last;
        const endCol = col + dc * last;
        if (endRow < 0 || endRow >= size || endCol < 0 || endCol >= size) continue;
        const step = dr * size + dc;
        const start = row * size + col;
        let i = 1;
        while (i <= last && letters[start + i * step] === word.charCodeAt(i)) i += 1;
        if (i > last && ++count >= stopAt) return count;
      }
    }
  }
  return count;
}

const isPalindrome = (word: string) => word === [...word].reverse().join('');

/**
 * How many different places in the grid spell `word` (in either reading direction; a palindrome's
 * two readings of one place count once).
 */
export function countOccurrences(grid: string[][], word: string): number {
  const letters = Uint8Array.from(grid.flat(), (letter) => letter.charCodeAt(0));
  const readings = countReadings(letters, grid.length, word, Infinity);
  return isPalindrome(word) ? readings / 2 : readings;
}

/** Usable words of a list, upper-cased and without repeats; worked out once per list. */
const usableWords = new WeakMap<readonly string[], string[]>();
function candidatesOf(wordList: readonly string[], size: number): string[] {
  let words = usableWords.get(wordList);
  if (!words) {
    words = [...new Set(wordList.map((word) => word.toUpperCase()))].filter((word) => /^[A-Z]+$/.test(word));
    usableWords.set(wordList, words);
  }
  return words.filter((word) => word.length <= size);
}

/**
 * A word-search grid with WORD_COUNT distinct words from the list, each placed once. A word that
 * does not fit after PLACEMENT_ATTEMPTS tries is swapped for another from the list; if the list
 * runs out the grid starts again, so every game has all its words. The blanks get random letters,
 * drawn again if they happen to spell a placed word a second time.
 */
export function generateWordGrid(wordList: readonly string[], random: RandomSource, size = GRID_SIZE, count = WORD_COUNT): WordGrid {
  const candidates = candidatesOf(wordList, size);
  if (candidates.length < count) throw new Error(`The word list needs at least ${count} usable words`);

  for (;;) {
    const letters = new Uint8Array(size * size);
    const placed: PlacedWord[] = [];
    for (const word of shuffle(candidates, random)) {
      if (placed.length === count) break;
      const path = tryPlace(letters, word, random, size);
      if (path) placed.push({ word, found: false, path });
    }
    if (placed.length < count) continue;

    const filled = new Uint8Array(size * size);
    for (let fill = 0; fill < 8; fill += 1) {
      for (let index = 0; index < filled.length; index += 1) filled[index] = letters[index] || A + randomInt(random, 26);
      const once = placed.every(({ word }) => countReadings(filled, size, word, 3) === (isPalindrome(word) ? 2 : 1));
      if (once) {
        const grid = Array.from({ length: size }, (_, row) =>
          Array.from(filled.subarray(row * size, row * size + size), (code) => String.fromCharCode(code)),
        );
        return { grid, placed };
      }
    }
  }
}

/** The cells from start to end, or null when they are not on one row, column or diagonal. */
export function cellsBetween(start: Cell, end: Cell): Cell[] | null {
  const dr = end.row - start.row;
  const dc = end.col - start.col;
  if (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc)) return null;
  const steps = Math.max(Math.abs(dr), Math.abs(dc));
  const [stepRow, stepCol] = [Math.sign(dr), Math.sign(dc)];
  return Array.from({ length: steps + 1 }, (_, i) => ({ row: start.row + i * stepRow, col: start.col + i * stepCol }));
}

export type SelectionResult =
  { kind: 'found'; index: number } | { kind: 'error'; message: typeof WORD_MESSAGES.notInLine | typeof WORD_MESSAGES.noMatch };

/**
 * The spec's check of a selection: start and end on one line, else 'Not in the same line!'; the
 * letters read in either direction must be a placed word not yet found, else 'No match!'.
 */
export function checkSelection({ grid, placed }: WordGrid, start: Cell, end: Cell): SelectionResult {
  const cells = cellsBetween(start, end);
  if (!cells) return { kind: 'error', message: WORD_MESSAGES.notInLine };
  const letters = cells.map(({ row, col }) => grid[row][col]).join('');
  const reversed = [...letters].reverse().join('');
  const index = placed.findIndex(({ word, found }) => !found && (word === letters || word === reversed));
  return index === -1 ? { kind: 'error', message: WORD_MESSAGES.noMatch } : { kind: 'found', index };
}
