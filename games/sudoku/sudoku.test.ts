import { seededRandom } from '../../lib/random';
import {
  BLANKS,
  checkSolution,
  conflictingCells,
  countSolutions,
  emptyGrid,
  generateSolvedBoard,
  generateSudoku,
  parseCellInput,
  solve,
  type Grid,
} from './sudoku';

const SEEDS = 1000;

function isValidSolvedBoard(grid: Grid): boolean {
  const ok = (cells: number[]) => [...cells].sort().join('') === '123456789';
  for (let i = 0; i < 9; i += 1) {
    if (!ok(grid[i])) return false;
    if (!ok(grid.map((row) => row[i]))) return false;
    const box = [];
    for (let j = 0; j < 9; j += 1) box.push(grid[Math.floor(i / 3) * 3 + Math.floor(j / 3)][(i % 3) * 3 + (j % 3)]);
    if (!ok(box)) return false;
  }
  return true;
}

describe('sudoku generation over 1,000 seeds', () => {
  const games = Array.from({ length: SEEDS }, (_, seed) => generateSudoku(seededRandom(seed)));

  it('blanks exactly 40 cells of a valid solved board', () => {
    for (const { puzzle, solution } of games) {
      expect(puzzle.flat().filter((value) => value === 0)).toHaveLength(BLANKS);
      expect(isValidSolvedBoard(solution)).toBe(true);
    }
  });

  it('gives every puzzle exactly one solution, consistent with the givens', () => {
    for (const { puzzle, solution } of games) {
      expect(countSolutions(puzzle, 3)).toBe(1);
      expect(solve(puzzle)).toEqual(solution);
      puzzle.forEach((row, r) => row.forEach((given, c) => given && expect(given).toBe(solution[r][c])));
    }
  });

  it('is repeatable for a seed and varies between seeds', () => {
    expect(generateSudoku(seededRandom(42))).toEqual(generateSudoku(seededRandom(42)));
    expect(new Set(games.map((game) => game.puzzle.flat().join(''))).size).toBe(SEEDS);
  });
});

describe('solver', () => {
  it('solves an empty grid and reports many solutions', () => {
    expect(isValidSolvedBoard(solve(emptyGrid())!)).toBe(true);
    expect(countSolutions(emptyGrid(), 2)).toBe(2);
  });

  it('finds no solution for a grid that repeats a digit', () => {
    const grid = emptyGrid();
    grid[0][0] = 5;
    grid[0][8] = 5;
    expect(solve(grid)).toBeNull();
    expect(countSolutions(grid)).toBe(0);
  });

  it('builds different solved boards from different seeds', () => {
    const a = generateSolvedBoard(seededRandom(1));
    const b = generateSolvedBoard(seededRandom(2));
    expect(isValidSolvedBoard(a)).toBe(true);
    expect(a).not.toEqual(b);
  });
});

describe('checking a grid', () => {
  const { puzzle, solution } = generateSudoku(seededRandom(7));

  it('is incomplete while any cell is blank', () => {
    const grid = solution.map((row) => [...row]);
    grid[4][4] = 0;
    expect(checkSolution(grid, puzzle)).toBe('incomplete');
  });

  it('accepts the solution and rejects a grid with a repeated digit', () => {
    expect(checkSolution(solution, puzzle)).toBe('correct');
    const wrong = solution.map((row) => [...row]);
    const blank = puzzle.flat().indexOf(0);
    const [r, c] = [Math.floor(blank / 9), blank % 9];
    wrong[r][c] = (wrong[r][c] % 9) + 1;
    expect(checkSolution(wrong, puzzle)).toBe('incorrect');
    expect(conflictingCells(wrong).has(`${r},${c}`)).toBe(true);
  });

  it('accepts any valid filling, as the spec defines correctness, but not one that changes a given', () => {
    expect(conflictingCells(solution).size).toBe(0);
    // Swapping two digits everywhere keeps every unit valid; givens then change, so it is refused.
    const swapped = solution.map((row) => row.map((value) => (value === 1 ? 2 : value === 2 ? 1 : value)));
    expect(conflictingCells(swapped).size).toBe(0);
    expect(checkSolution(swapped, puzzle)).toBe('incorrect');
  });
});

describe('cell input', () => {
  it.each(['1', '5', '9', ''])('accepts %p', (text) => expect(parseCellInput(text).ok).toBe(true));
  it.each(['0', '10', 'a', ' 1', '-1', '1.5', '٣'])('refuses %p', (text) => expect(parseCellInput(text).ok).toBe(false));
});
