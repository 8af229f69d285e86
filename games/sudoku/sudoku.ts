import { shuffle, type RandomSource } from '../../lib/random';

/** A 9×9 grid, row by row; 0 is a blank cell. */
export type Grid = number[][];

export const SIZE = 9;
/** The puzzle blanks 40 cells of a solved board. */
export const BLANKS = 40;

const ALL = 0x3fe; // bits 1–9 set: every digit still possible

/** Per cell index 0–80: its row, column and box. */
const ROW = Array.from({ length: 81 }, (_, index) => (index / 9) | 0);
const COL = Array.from({ length: 81 }, (_, index) => index % 9);
const BOX = Array.from({ length: 81 }, (_, index) => Math.floor(ROW[index] / 3) * 3 + Math.floor(COL[index] / 3));

/** Number of set bits of every 10-bit mask. */
const BITS = Uint8Array.from({ length: 1024 }, (_, mask) => {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count += 1;
  return count;
});

/**
 * The solver's working state: the board as 81 numbers, the blank cells, and per row, column and
 * box a bitmask of the digits used, so the candidates of a cell are three ORs away.
 */
type Board = { cells: Uint8Array; blanks: number[]; rows: Uint16Array; cols: Uint16Array; boxes: Uint16Array };

function toBoard(grid: Grid): Board | null {
  const board: Board = {
    cells: new Uint8Array(81),
    blanks: [],
    rows: new Uint16Array(9),
    cols: new Uint16Array(9),
    boxes: new Uint16Array(9),
  };
  for (let index = 0; index < 81; index += 1) {
    const digit = grid[ROW[index]][COL[index]];
    if (digit === 0) {
      board.blanks.push(index);
      continue;
    }
    const bit = 1 << digit;
    // A digit twice in a unit: no solution can exist.
    if ((board.rows[ROW[index]] | board.cols[COL[index]] | board.boxes[BOX[index]]) & bit) return null;
    board.cells[index] = digit;
    board.rows[ROW[index]] |= bit;
    board.cols[COL[index]] |= bit;
    board.boxes[BOX[index]] |= bit;
  }
  return board;
}

function fromBoard(board: Board): Grid {
  return Array.from({ length: SIZE }, (_, row) => Array.from(board.cells.subarray(row * 9, row * 9 + 9)));
}

/**
 * Depth-first search that always fills the blank with the fewest candidates first. `depth`
 * blanks of board.blanks are filled already (they are swapped to the front). Calls `onSolution`
 * for each solution and stops when it returns true. With `random`, candidates are tried in
 * random order (used to build random solved boards).
 */
function search(board: Board, depth: number, onSolution: () => boolean, random?: RandomSource): boolean {
  const { blanks, cells, rows, cols, boxes } = board;
  if (depth === blanks.length) return onSolution();

  let best = -1;
  let bestMask = 0;
  let bestCount = 10;
  for (let i = depth; i < blanks.length; i += 1) {
    const index = blanks[i];
    const mask = ALL & ~(rows[ROW[index]] | cols[COL[index]] | boxes[BOX[index]]);
    const count = BITS[mask];
    if (count < bestCount) {
      best = i;
      bestMask = mask;
      bestCount = count;
      if (count <= 1) break;
    }
  }
  if (bestCount === 0) return false;

  const index = blanks[best];
  blanks[best] = blanks[depth];
  blanks[depth] = index;
  const row = ROW[index];
  const col = COL[index];
  const box = BOX[index];

  let digits: number[] | null = null;
  if (random) {
    digits = [];
    for (let digit = 1; digit <= 9; digit += 1) if (bestMask & (1 << digit)) digits.push(digit);
    digits = shuffle(digits, random);
  }

  let stop = false;
  for (let k = 0, mask = bestMask; !stop && (digits ? k < digits.length : mask !== 0); k += 1) {
    let bit: number;
    let digit: number;
    if (digits) {
      digit = digits[k];
      bit = 1 << digit;
    } else {
      bit = mask & -mask;
      mask ^= bit;
      digit = 31 - Math.clz32(bit);
    }
    cells[index] = digit;
    rows[row] |= bit;
    cols[col] |= bit;
    boxes[box] |= bit;
    stop = search(board, depth + 1, onSolution, random);
    cells[index] = 0;
    rows[row] &= ~bit;
    cols[col] &= ~bit;
    boxes[box] &= ~bit;
  }
  blanks[depth] = blanks[best];
  blanks[best] = index;
  return stop;
}

/** How many solutions the grid has, counting no further than `limit`. */
export function countSolutions(grid: Grid, limit = 2): number {
  const board = toBoard(grid);
  if (!board) return 0;
  let count = 0;
  search(board, 0, () => {
    count += 1;
    return count >= limit;
  });
  return count;
}

/** A solution of the grid, or null when it has none. */
export function solve(grid: Grid): Grid | null {
  const board = toBoard(grid);
  if (!board) return null;
  let solution: Grid | null = null;
  search(board, 0, () => {
    solution = fromBoard(board);
    return true;
  });
  return solution;
}

/** A random complete, valid board. */
export function generateSolvedBoard(random: RandomSource): Grid {
  const board = toBoard(emptyGrid())!;
  let solution: Grid = [];
  search(
    board,
    0,
    () => {
      solution = fromBoard(board);
      return true;
    },
    random,
  );
  return solution;
}

export function emptyGrid(): Grid {
  return Array.from({ length: SIZE }, () => Array<number>(SIZE).fill(0));
}

export type Sudoku = { puzzle: Grid; solution: Grid };

/**
 * A puzzle with exactly `blanks` blank cells and exactly one solution: cells of a random solved
 * board are emptied in random order, each only if the solution stays unique, until `blanks` are
 * empty. A board that cannot give that many (rare, only for very hard puzzles) is drawn again.
 */
export function generateSudoku(random: RandomSource, blanks = BLANKS): Sudoku {
  const cells = Array.from({ length: 81 }, (_, index) => index);
  for (;;) {
    const solution = generateSolvedBoard(random);
    const puzzle = solution.map((row) => [...row]);
    let emptied = 0;
    for (const index of shuffle(cells, random)) {
      if (emptied === blanks) break;
      const row = (index / 9) | 0;
      const col = index % 9;
      puzzle[row][col] = 0;
      if (countSolutions(puzzle, 2) === 1) emptied += 1;
      else puzzle[row][col] = solution[row][col];
    }
    if (emptied === blanks) return { puzzle, solution };
  }
}

export type CheckResult = 'incomplete' | 'correct' | 'incorrect';

/**
 * The spec's check: every cell must be filled; the grid is correct when no row, column or 3×3
 * box repeats a digit (and, beyond the spec, the given cells are unchanged).
 */
export function checkSolution(grid: Grid, puzzle: Grid): CheckResult {
  if (grid.some((row) => row.some((value) => value < 1 || value > 9))) return 'incomplete';
  const givensKept = puzzle.every((row, r) => row.every((given, c) => given === 0 || given === grid[r][c]));
  return givensKept && conflictingCells(grid).size === 0 ? 'correct' : 'incorrect';
}

/** The 27 units (rows, columns, boxes) as lists of [row, col]. */
const UNITS: [number, number][][] = Array.from({ length: SIZE }, (_, i) => [
  Array.from({ length: SIZE }, (_, j): [number, number] => [i, j]),
  Array.from({ length: SIZE }, (_, j): [number, number] => [j, i]),
  Array.from({ length: SIZE }, (_, j): [number, number] => [Math.floor(i / 3) * 3 + Math.floor(j / 3), (i % 3) * 3 + (j % 3)]),
]).flat();

/** Cells ("row,col") whose digit repeats in their row, column or box. */
export function conflictingCells(grid: Grid): Set<string> {
  const conflicts = new Set<string>();
  for (const unit of UNITS) {
    const seen = new Map<number, [number, number][]>();
    for (const [row, col] of unit) {
      const value = grid[row][col];
      if (value === 0) continue;
      seen.set(value, [...(seen.get(value) ?? []), [row, col]]);
    }
    for (const cells of seen.values()) if (cells.length > 1) for (const [row, col] of cells) conflicts.add(`${row},${col}`);
  }
  return conflicts;
}

/** What a player may type into a blank cell: nothing (to clear it) or one digit 1–9. */
export function parseCellInput(text: string): { ok: true; value: number } | { ok: false } {
  if (text === '') return { ok: true, value: 0 };
  return /^[1-9]$/.test(text) ? { ok: true, value: Number(text) } : { ok: false };
}

export const SUDOKU_MESSAGES = {
  invalidEntry: 'Please enter a valid number between 1 and 9!',
  incomplete: 'Please fill all the cells before checking the solution!',
  incorrect: 'Oops! The solution is incorrect. Keep trying!',
  correct: 'Congratulations! You solved the Sudoku correctly!',
} as const;
