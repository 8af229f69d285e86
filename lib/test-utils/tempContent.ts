import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Writes the given files into a fresh content folder and points the loaders at it for the
 * duration of the callback.
 */
export function withContent<T>(files: Record<string, string>, run: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    return run(dir);
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
