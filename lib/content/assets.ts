import fs from 'node:fs';
import path from 'node:path';
import { ContentError, type ContentIssue } from './errors';
import { resolveContent } from './load';
import { displayPath, publicRoot } from './paths';

/** A content field that names a file under public/ (path relative to public/). */
export type AssetReference = { field: string; publicPath: string };

/** Fails the build, naming each field, when a content file points at an image that is not there. */
export function assertAssetsExist(contentFile: string, references: AssetReference[]): void {
  const issues: ContentIssue[] = references
    .filter((reference) => !fs.existsSync(path.join(publicRoot(), reference.publicPath)))
    .map((reference) => ({
      file: displayPath(resolveContent(contentFile)),
      field: reference.field,
      message: `public/${reference.publicPath} does not exist`,
    }));
  if (issues.length) throw new ContentError(issues);
}
