import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../../lib/random';
import {
  cellsBetween,
  checkSelection,
  countOccurrences,
  DIRECTIONS,
  generateWordGrid,
  GRID_SIZE,
  WORD_COUNT,
  WORD_MESSAGES,
  type WordGrid,
} from './wordSearch';

const WORDS: string[] = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content/games/words.json'), 'utf8'));
const SEEDS = 1000;

describe('word grid generation over 1,000 seeds', () => {
  const games = Array.from({ length: SEEDS }, (_, seed) => generateWordGrid(WORDS, seededRandom(seed)));

  // The checks collect what is wrong and assert once: a million expect() calls over 1,000 grids
  // took most of a half-minute of jest time, for the same verdict.
  it('places 10 distinct words from the list in a 10×10 grid of capital letters', () => {
    const problems: string[] = [];
    games.forEach(({ grid, placed }, seed) => {
      if (grid.length !== GRID_SIZE || grid.some((row) => !/^[A-Z]{10}$/.test(row.join('')))) problems.push(`seed ${seed}: grid`);
      if (placed.length !== WORD_COUNT || new Set(placed.map((entry) => entry.word)).size !== WORD_COUNT)
        problems.push(`seed ${seed}: word count`);
      for (const entry of placed) if (!WORDS.includes(entry.word) || entry.found) problems.push(`seed ${seed}: ${entry.word}`);
    });
    expect(problems).toEqual([]);
  });

  it('puts every word in bounds, along one of the 8 directions, on letters that agree', () => {
    const used = new Set<string>();
    const problems: string[] = [];
    games.forEach(({ grid, placed }, seed) => {
      for (const { word, path: cells } of placed) {
        const dr = cells[1].row - cells[0].row;
        const dc = cells[1].col - cells[0].col;
        used.add(`${dr},${dc}`);
        const straight = DIRECTIONS.some(([r, c]) => r === dr && c === dc);
        const fits = cells.every(
          (cell, i) =>
            cell.row >= 0 &&
            cell.row < GRID_SIZE &&
            cell.col >= 0 &&
            cell.col < GRID_SIZE &&
            cell.row === cells[0].row + i * dr &&
            cell.col === cells[0].col + i * dc &&
            grid[cell.row][cell.col] === word[i],
        );
        if (cells.length !== word.length || !straight || !fits) problems.push(`seed ${seed}: ${word}`);
      }
    });
    expect(problems).toEqual([]);
    expect(used.size).toBe(8);
  });

  it('never lets a word appear twice in the grid', () => {
    const twice = games.flatMap(({ grid, placed }, seed) =>
      placed.filter(({ word }) => countOccurrences(grid, word) !== 1).map(({ word }) => `seed ${seed}: ${word}`),
    );
    expect(twice).toEqual([]);
  });

  it('uses long words too, and is repeatable for a seed', () => {
    expect(games.some((game) => game.placed.some((entry) => entry.word.length >= 9))).toBe(true);
    expect(generateWordGrid(WORDS, seededRandom(5))).toEqual(generateWordGrid(WORDS, seededRandom(5)));
  });
});

describe('selection', () => {
  const game: WordGrid = generateWordGrid(WORDS, seededRandom(11));
  const target = game.placed[0];
  const first = target.path[0];
  const last = target.path[target.path.length - 1];

  it('finds a word selected from its first to its last letter, and backwards', () => {
    expect(checkSelection(game, first, last)).toEqual({ kind: 'found', index: 0 });
    expect(checkSelection(game, last, first)).toEqual({ kind: 'found', index: 0 });
  });

  it('does not find a word twice', () => {
    const after = { ...game, placed: game.placed.map((entry, i) => ({ ...entry, found: i === 0 })) };
    expect(checkSelection(after, first, last)).toEqual({ kind: 'error', message: 'No match!' });
  });

  it("says 'Not in the same line!' off rows, columns and diagonals", () => {
    expect(checkSelection(game, { row: 0, col: 0 }, { row: 1, col: 2 })).toEqual({ kind: 'error', message: WORD_MESSAGES.notInLine });
    expect(checkSelection(game, { row: 9, col: 0 }, { row: 0, col: 3 })).toEqual({ kind: 'error', message: 'Not in the same line!' });
  });

  it("says 'No match!' for a line that is not a word", () => {
    const lone = { row: 0, col: 0 };
    expect(checkSelection(game, lone, lone)).toEqual({ kind: 'error', message: 'No match!' });
    // A line of a word minus its last letter is no word of this game.
    expect(checkSelection(game, first, target.path[target.path.length - 2])).toEqual({ kind: 'error', message: 'No match!' });
  });

  it('walks the cells of a line in order', () => {
    expect(cellsBetween({ row: 2, col: 2 }, { row: 0, col: 4 })).toEqual([
      { row: 2, col: 2 },
      { row: 1, col: 3 },
      { row: 0, col: 4 },
    ]);
    expect(cellsBetween({ row: 0, col: 0 }, { row: 2, col: 1 })).toBeNull();
  });
});
