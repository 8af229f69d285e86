// `npm run bench`: builds the site, then prints per exported page the HTML size and the gzip size
// of the JavaScript that page loads (read from its own <script> tags, since Next 16 no longer
// prints First Load JS), how long the build took, and how long the games take to generate a
// puzzle. Prints only; asserts nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'node-html-parser';

const OUT = path.resolve('out');
const skipBuild = process.argv.includes('--no-build');

let buildSeconds;
if (!skipBuild) {
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kB = (bytes) => (bytes / 1024).toFixed(1);

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function routeOf(file) {
  const relative = path.relative(OUT, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

const jsCache = new Map();
function scriptGzip(src) {
  if (!jsCache.has(src)) {
    const file = path.join(OUT, new URL(src, 'http://x').pathname);
    jsCache.set(src, fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0);
  }
  return jsCache.get(src);
}

const rows = walk(OUT)
  .filter((file) => file.endsWith('.html') && !file.endsWith('_not-found.html'))
  .map((file) => {
    const html = fs.readFileSync(file);
    const root = parse(html.toString());
    const scripts = root.querySelectorAll('script[src]').map((element) => element.getAttribute('src'));
    const inline = root
      .querySelectorAll('script:not([src])')
      .reduce((sum, element) => sum + Buffer.byteLength(element.textContent), 0);
    return {
      route: routeOf(file),
      html: html.length,
      htmlGzip: gzipSize(html),
      scripts: scripts.length,
      jsGzip: scripts.reduce((sum, src) => sum + scriptGzip(src), 0),
      inline,
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const header = ['Route', 'HTML kB', 'HTML gz kB', 'Scripts', 'JS gz kB', 'Inline JS kB'];
const table = rows.map((row) => [row.route, kB(row.html), kB(row.htmlGzip), String(row.scripts), kB(row.jsGzip), kB(row.inline)]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => row[column].length)));
const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');

console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
for (const row of table) console.log(line(row));
if (buildSeconds !== undefined) console.log(`\nBuild time: ${buildSeconds.toFixed(1)} s`);

// Game generation runs natively (TypeScript compiled on load), not under jest's slower sandbox.
const games = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'scripts/bench-games.mjs'], { stdio: 'inherit' });
if (games.status !== 0) process.exit(games.status ?? 1);
