// Writes games/sudoku/bank.json: PER_DIFFICULTY puzzles of each difficulty, made by the game's own
// generator (games/sudoku/sudoku.ts: blanks of a random solved board, each kept only while the
// solution stays unique) from fixed seeds, so a rerun writes the same file. The page deals from this
// bank instead of generating on the visitor's main thread; games/sudoku/bank.test.ts checks it.
// Usage: node --import ./scripts/register-ts.mjs scripts/assets/make-sudoku-bank.mjs
import fs from 'node:fs';
import { BANK_DIFFICULTIES, encodeEntry } from '../../games/sudoku/bank.ts';
import { generateSudoku } from '../../games/sudoku/sudoku.ts';
import { seededRandom } from '../../lib/random.ts';

const PER_DIFFICULTY = 16;
const FILE = 'games/sudoku/bank.json';

const bank = Object.fromEntries(
  BANK_DIFFICULTIES.map(({ difficulty, blanks }, level) => [
    difficulty,
    Array.from({ length: PER_DIFFICULTY }, (_, i) => encodeEntry(generateSudoku(seededRandom(1000 * (level + 1) + i), blanks))),
  ]),
);
fs.writeFileSync(FILE, `${JSON.stringify(bank, null, 2)}\n`);
console.log(
  `${FILE}: ${PER_DIFFICULTY} puzzles for each of ${BANK_DIFFICULTIES.map((row) => `${row.difficulty} (${row.blanks} blanks)`).join(', ')}.`,
);
