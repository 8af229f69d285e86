import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import type { z } from 'zod';
import { ContentError, issuesFromZod } from './errors';
import { contentRoot, displayPath } from './paths';
import { recordRead } from './reads';

/** Keys editors may add to any JSON file for their own notes; they never reach the site. */
const EDITOR_KEYS = ['$comment', '$schema'];

function stripEditorKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !EDITOR_KEYS.includes(key)));
}

function readText(absolutePath: string): string {
  recordRead(absolutePath);
  try {
    return fs.readFileSync(absolutePath, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file is missing' : String(error);
    throw new ContentError([{ file: displayPath(absolutePath), field: '(file)', message: reason }]);
  }
}

/** Validates already-parsed data and returns it typed, or throws naming file and fields. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, absolutePath: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(issuesFromZod(displayPath(absolutePath), result.error));
  return result.data;
}

export function resolveContent(relativePath: string): string {
  return path.join(contentRoot(), relativePath);
}

/** Reads a JSON file under content/ and checks it against its schema. */
export function loadJson<S extends z.ZodType>(relativePath: string, schema: S): z.output<S> {
  const absolutePath = resolveContent(relativePath);
  let data: unknown;
  try {
    data = JSON.parse(readText(absolutePath));
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError([{ file: displayPath(absolutePath), field: '(file)', message: `not valid JSON: ${(error as Error).message}` }]);
  }
  return validate(schema, stripEditorKeys(data), absolutePath);
}

/** Reads a YAML file under content/ (used where editors write long Markdown and maths inside fields). */
export function loadYaml<S extends z.ZodType>(relativePath: string, schema: S): z.output<S> {
  const absolutePath = resolveContent(relativePath);
  let data: unknown;
  try {
    data = YAML.parse(readText(absolutePath), { prettyErrors: true });
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError([{ file: displayPath(absolutePath), field: '(file)', message: `not valid YAML: ${(error as Error).message}` }]);
  }
  return validate(schema, stripEditorKeys(data), absolutePath);
}

export type MarkdownFile<T> = { slug: string; data: T; body: string };

/** Reads a Markdown file under content/: front matter checked against the schema, body kept as Markdown. */
export function loadMarkdown<S extends z.ZodType>(relativePath: string, schema: S): MarkdownFile<z.output<S>> {
  const absolutePath = resolveContent(relativePath);
  const source = readText(absolutePath);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object bypasses gray-matter's cache, which would share one parse between files.
    parsed = matter(source, {});
  } catch (error) {
    throw new ContentError([
      { file: displayPath(absolutePath), field: '(front matter)', message: `not valid YAML: ${(error as Error).message}` },
    ]);
  }
  const data = validate(schema, parsed.data, absolutePath);
  return { slug: path.basename(relativePath, path.extname(relativePath)), data, body: parsed.content.trim() };
}

/** File names (sorted) with the given extension in a folder under content/. */
export function listContent(relativeDir: string, extension: '.md' | '.json' | '.yaml'): string[] {
  const absoluteDir = resolveContent(relativeDir);
  if (!fs.existsSync(absoluteDir)) {
    throw new ContentError([{ file: displayPath(absoluteDir), field: '(folder)', message: 'folder is missing' }]);
  }
  return fs
    .readdirSync(absoluteDir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => path.join(relativeDir, name));
}

/**
 * Runs a loader for each key and reports the problems of all of them at once, so one build run
 * shows an editor everything that needs fixing.
 */
export function loadAll<K, T>(keys: readonly K[], load: (key: K) => T): T[] {
  const results: T[] = [];
  const problems: ContentError[] = [];
  for (const key of keys) {
    try {
      results.push(load(key));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error);
    }
  }
  if (problems.length > 0) throw new ContentError(problems.flatMap((problem) => problem.issues));
  return results;
}
