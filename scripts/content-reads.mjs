// The last step of `npm run build` when CONTENT_READS is set: sums the content-file reads every
// build process recorded (lib/content/reads.ts) and prints them per file and in total, then
// removes the records so the next build counts afresh.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join('.next', 'content-reads');
if (process.env.CONTENT_READS && fs.existsSync(dir)) {
  const counts = new Map();
  for (const name of fs.readdirSync(dir)) {
    for (const file of fs.readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean)) {
      counts.set(file, (counts.get(file) ?? 0) + 1);
    }
  }
  const rows = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  console.log(`Content reads: ${total} reads of ${rows.length} files in ${fs.readdirSync(dir).length} processes`);
  for (const [file, count] of rows) console.log(`  ${String(count).padStart(6)}  ${file}`);
  fs.rmSync(dir, { recursive: true, force: true });
}
