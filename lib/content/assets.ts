import fs from 'node:fs';
import path from 'node:path';
import type { Report } from './collection';
import { publicRoot } from './paths';

/** Reports each field that names an image under public/ that is not there. */
export function checkImages(report: Report, references: { field: string; publicPath: string }[]): void {
  for (const reference of references) {
    if (!fs.existsSync(path.join(publicRoot(), reference.publicPath)))
      report(reference.field, `public/${reference.publicPath} does not exist`);
  }
}
