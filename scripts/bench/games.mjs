// Median and 99th-percentile time to generate a unique Sudoku puzzle and a Word Mage grid, over
// 1,000 seeds each. Run by `npm run bench` (node --import ./scripts/register-ts.mjs …).
import fs from 'node:fs';
import { timeOverSeeds } from '../../games/benchmark.ts';
import { generateSudoku } from '../../games/sudoku/sudoku.ts';
import { generateWordGrid } from '../../games/wordSearch/wordSearch.ts';

const RUNS = 1000;
const words = JSON.parse(fs.readFileSync('content/games/words.json', 'utf8'));

const rows = [
  timeOverSeeds('Sudoku: unique 40-blank puzzle', RUNS, (random) => generateSudoku(random)),
  timeOverSeeds('Word Mage: 10×10 grid, 10 words', RUNS, (random) => generateWordGrid(words, random)),
];
console.log('\nGame generation (this machine)');
for (const row of rows) {
  console.log(`  ${row.name.padEnd(34)} median ${row.medianMs.toFixed(3)} ms   p99 ${row.p99Ms.toFixed(3)} ms   (${row.runs} seeds)`);
}
