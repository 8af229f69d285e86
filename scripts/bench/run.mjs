// `npm run bench`: builds the site, then prints per exported page the HTML size and the gzip size
// of the JavaScript that page loads, how long the build took, and how long the games take to
// generate a puzzle and how long moving between practice questions takes. Prints only; asserts nothing.
import { spawnSync } from 'node:child_process';
import { pageWeights } from '../shared/page-weights.mjs';

const skipBuild = process.argv.includes('--no-build');

let buildSeconds;
if (!skipBuild) {
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
}

const kB = (bytes) => (bytes / 1024).toFixed(1);
const header = ['Route', 'HTML kB', 'HTML gz kB', 'Scripts', 'JS gz kB', 'Inline JS kB'];
const table = pageWeights().map((row) => [row.route, kB(row.html), kB(row.htmlGzip), String(row.scripts), kB(row.jsGzip), kB(row.inline)]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => row[column].length)));
const line = (cells) =>
  cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');

console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
for (const row of table) console.log(line(row));
if (buildSeconds !== undefined) console.log(`\nBuild time: ${buildSeconds.toFixed(1)} s`);

// Game generation runs natively (TypeScript compiled on load), not under jest's slower sandbox.
const games = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'scripts/bench/games.mjs'], { stdio: 'inherit' });
if (games.status !== 0) process.exit(games.status ?? 1);

// Moving between a practice test's questions, in a real browser over the exported site.
const practice = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'scripts/bench/practice.mjs'], { stdio: 'inherit' });
if (practice.status !== 0) process.exit(practice.status ?? 1);

// Opening the mistake notebook with 500+ saved mistakes, in a real browser over the exported site.
const notebook = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'scripts/bench/notebook.mjs'], { stdio: 'inherit' });
if (notebook.status !== 0) process.exit(notebook.status ?? 1);
