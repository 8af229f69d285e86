// Last step of `npm run build`: with CONTENT_READS set, sums the content-file reads that every
// build process recorded (lib/content/reads.ts) and prints them per file, then removes the records
// so the next build counts afresh. Without it, the build records nothing and this says so.
import fs from 'node:fs';
import path from 'node:path';

export function make() {
  const dir = path.join('.next', 'content-reads');
  if (!process.env.CONTENT_READS) return 'not counted (run with CONTENT_READS=1 to count)';
  if (!fs.existsSync(dir)) return 'no reads recorded';
  const counts = new Map();
  const processes = fs.readdirSync(dir);
  for (const name of processes) {
    for (const file of fs.readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean)) {
      counts.set(file, (counts.get(file) ?? 0) + 1);
    }
  }
  const rows = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  for (const [file, count] of rows) console.log(`  ${String(count).padStart(6)}  ${file}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const most = rows.length ? rows[0][1] : 0;
  return `${total} reads of ${rows.length} content files in ${processes.length} processes (at most ${most} per file)`;
}
