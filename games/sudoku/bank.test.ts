import { seededRandom } from '../../lib/random';
import rawBank from './bank.json';
import { BANK_DIFFICULTIES, dealForBuild, dealFromBank, decodeEntry, encodeEntry, randomSymmetry, SUDOKU_BANK } from './bank';
import { bankSchema } from './bankSchema';
import { DIFFICULTY_ORDER } from './session';
import { conflictingCells, countSolutions, generateSudoku, type Grid, type Sudoku } from './sudoku';

const blanksOf = (grid: Grid) => grid.flat().filter((value) => value === 0).length;

/** A full board with every row, column and box a permutation of 1–9, agreeing with the givens. */
function expectConsistent({ puzzle, solution }: Sudoku) {
  expect(solution.flat().every((digit) => digit >= 1 && digit <= 9)).toBe(true);
  expect(conflictingCells(solution).size).toBe(0);
  puzzle.forEach((row, r) => row.forEach((given, c) => given !== 0 && expect(given).toBe(solution[r][c])));
}

describe('the committed Sudoku bank', () => {
  it('matches its schema', () => {
    expect(bankSchema.safeParse(rawBank).success).toBe(true);
  });

  for (const { difficulty, blanks } of BANK_DIFFICULTIES) {
    it(`holds ${difficulty} puzzles of exactly ${blanks} blanks (the game's grading), each with exactly one solution`, () => {
      const entries = SUDOKU_BANK[difficulty];
      expect(new Set(entries).size).toBe(entries.length);
      for (const entry of entries) {
        const sudoku = decodeEntry(entry);
        expect(blanksOf(sudoku.puzzle)).toBe(blanks);
        expect(countSolutions(sudoku.puzzle, 2)).toBe(1);
        expectConsistent(sudoku);
      }
    });
  }
});

describe('dealing from the bank', () => {
  it('encodes and decodes a puzzle without loss', () => {
    const sudoku = generateSudoku(seededRandom(7));
    expect(decodeEntry(encodeEntry(sudoku))).toEqual(sudoku);
  });

  it('keeps one solution, the blank count and the givens under every random symmetry', () => {
    const original = decodeEntry(SUDOKU_BANK.hard[0]);
    for (let seed = 0; seed < 200; seed += 1) {
      const dealt = randomSymmetry(original, seededRandom(seed));
      expect(blanksOf(dealt.puzzle)).toBe(blanksOf(original.puzzle));
      expect(countSolutions(dealt.puzzle, 2)).toBe(1);
      expectConsistent(dealt);
    }
  });

  it('deals a different board each time (100 deals, 100 boards)', () => {
    for (const difficulty of DIFFICULTY_ORDER) {
      const boards = new Set(Array.from({ length: 100 }, (_, seed) => JSON.stringify(dealFromBank(difficulty, seededRandom(seed)).puzzle)));
      expect(boards.size).toBe(100);
    }
  });

  it('deals the asked-for difficulty', () => {
    for (const { difficulty, blanks } of BANK_DIFFICULTIES) expect(blanksOf(dealFromBank(difficulty, seededRandom(3)).puzzle)).toBe(blanks);
  });
});

describe('the puzzle written into the page at build time', () => {
  const DAY = 86_400_000;
  const noon = Date.UTC(2026, 10, 27, 12);

  it("is a Classic puzzle of the spec's 40 blanks with exactly one solution", () => {
    const sudoku = decodeEntry(dealForBuild(noon));
    expect(blanksOf(sudoku.puzzle)).toBe(40);
    expect(countSolutions(sudoku.puzzle, 2)).toBe(1);
    expectConsistent(sudoku);
  });

  it('is the same all day (one build, or two builds a few hours apart) and another on the next days', () => {
    expect(dealForBuild(noon - 11 * 3_600_000)).toBe(dealForBuild(noon + 11 * 3_600_000));
    const week = new Set(Array.from({ length: 7 }, (_, day) => dealForBuild(noon + day * DAY)));
    expect(week.size).toBe(7);
  });
});
