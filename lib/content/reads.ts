import fs from 'node:fs';
import path from 'node:path';

/**
 * Counts reads of content files when CONTENT_READS is set (`CONTENT_READS=1 npm run build`), to
 * show that content is loaded once per build. `next build` renders pages in worker processes that
 * may be ended without an exit event, so each read is appended at once to a file of its own
 * process; scripts/build/content-reads.mjs sums them all at the end of the build.
 */
export const READS_DIR = path.join('.next', 'content-reads');

export function recordRead(absolutePath: string): void {
  if (!process.env.CONTENT_READS) return;
  const dir = path.join(process.cwd(), READS_DIR);
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, `${process.pid}.log`), `${path.relative(process.cwd(), absolutePath)}\n`);
}
