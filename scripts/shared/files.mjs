import fs from 'node:fs';
import path from 'node:path';

/** Every file below dir, as absolute paths (the export is small, so reading it whole is fine). */
export function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}
