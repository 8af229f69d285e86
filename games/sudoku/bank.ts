// A bank of puzzles made at build time (scripts/assets/make-sudoku-bank.mjs), so the page deals a game
// without running the generator's search on the visitor's main thread: a search of varying length
// (up to ~100 ms natively here, several times that cold on a slow phone's CPU). Each deal is a
// bank puzzle seen through a random symmetry of Sudoku (digits relabelled, rows and columns moved
// within their bands and stacks, bands and stacks moved, maybe transposed): over a trillion
// different boards per puzzle, each still with exactly one solution and the same number of blanks.
//
// One entry is 81 characters, row by row: a given cell is its digit '1'–'9'; a blank cell is the
// letter of its solution digit, 'a' for 1 … 'i' for 9. So one string holds puzzle and solution.
import { randomInt, seededRandom, shuffle, type RandomSource } from '../../lib/random';
import rawBank from './bank.json';
import type { SudokuBank } from './bankSchema';
import { DIFFICULTIES, DIFFICULTY_ORDER, type Difficulty } from './session';
import type { Grid, Sudoku } from './sudoku';

/**
 * The committed bank. Its test checks it against bankSchema (blanks, one solution); the page does
 * not parse it again, so zod stays out of the game's JavaScript.
 */
export const SUDOKU_BANK: SudokuBank = rawBank;

const LETTER_A = 'a'.charCodeAt(0);

export function encodeEntry({ puzzle, solution }: Sudoku): string {
  return solution
    .flat()
    .map((digit, index) => (puzzle[Math.floor(index / 9)][index % 9] === 0 ? String.fromCharCode(LETTER_A + digit - 1) : String(digit)))
    .join('');
}

export function decodeEntry(entry: string): Sudoku {
  const cells = [...entry].map((char) =>
    char >= 'a' ? { given: false, digit: char.charCodeAt(0) - LETTER_A + 1 } : { given: true, digit: Number(char) },
  );
  const grid = (pick: (cell: (typeof cells)[number]) => number): Grid =>
    Array.from({ length: 9 }, (_, row) => cells.slice(row * 9, row * 9 + 9).map(pick));
  return { puzzle: grid((cell) => (cell.given ? cell.digit : 0)), solution: grid((cell) => cell.digit) };
}

/** A random order of 0–8 that keeps the three groups of three (bands or stacks) together. */
function lineOrder(random: RandomSource): number[] {
  return shuffle([0, 1, 2], random).flatMap((group) => shuffle([0, 1, 2], random).map((line) => group * 3 + line));
}

/**
 * The same Sudoku under one random symmetry. Every symmetry maps a valid solved board to a valid
 * solved board and blanks to blanks, so uniqueness and difficulty (the number of blanks) hold.
 */
export function randomSymmetry({ puzzle, solution }: Sudoku, random: RandomSource): Sudoku {
  const digits = [0, ...shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9], random)];
  const rows = lineOrder(random);
  const cols = lineOrder(random);
  const transpose = random() < 0.5;
  const map = (grid: Grid): Grid =>
    rows.map((r) =>
      cols.map((c) => {
        const digit = transpose ? grid[c][r] : grid[r][c];
        return digits[digit];
      }),
    );
  return { puzzle: map(puzzle), solution: map(solution) };
}

/** A fresh puzzle of the difficulty: a random bank entry under a random symmetry. */
export function dealFromBank(difficulty: Difficulty, random: RandomSource, bank: SudokuBank = SUDOKU_BANK): Sudoku {
  const entries = bank[difficulty];
  return randomSymmetry(decodeEntry(entries[randomInt(random, entries.length)]), random);
}

/**
 * The Classic puzzle written into the Sudoku page's HTML at build time, as one bank entry string.
 * Seeded by the build's day: every first-time visitor of one day's build starts on it (a returning
 * visitor resumes their saved game, and New Puzzle deals a random one), and the next day's build
 * deals another. A board already in the HTML means hydration changes nothing on the board; a deal
 * after hydration re-rendered all 81 cells, the largest single cost of the page's load.
 */
export function dealForBuild(now: number = Date.now(), bank: SudokuBank = SUDOKU_BANK): string {
  const day = Math.floor(now / 86_400_000);
  return encodeEntry(dealFromBank('classic', seededRandom(day), bank));
}

/** Every difficulty the bank must hold, with its blank count (for the generator and the test). */
export const BANK_DIFFICULTIES = DIFFICULTY_ORDER.map((difficulty) => ({ difficulty, blanks: DIFFICULTIES[difficulty].blanks }));
