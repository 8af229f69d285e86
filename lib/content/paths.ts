import path from 'node:path';

/** Root of the editor-owned content folder; tests point it elsewhere with CONTENT_DIR. */
export function contentRoot(): string {
  return process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(process.cwd(), 'content');
}

/** Root of files served as-is (images referenced from content must exist here); tests point it elsewhere with PUBLIC_DIR. */
export function publicRoot(): string {
  return process.env.PUBLIC_DIR ? path.resolve(process.env.PUBLIC_DIR) : path.join(process.cwd(), 'public');
}

/** A path relative to the project, as shown in error messages (`content/site.json`). */
export function displayPath(absolutePath: string): string {
  return path.relative(process.cwd(), absolutePath) || absolutePath;
}
