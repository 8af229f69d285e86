import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError } from '../content/errors';

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

/**
 * The ContentError `run` throws, or undefined when it throws none (any other error is thrown on):
 * what a loader reports about a broken file.
 */
export function contentErrorOf(run: () => unknown): ContentError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  return undefined;
}

/**
 * The real files a practice test is checked against (content/topics.yaml and every exam's JSON),
 * to load test files of a case's own beside them in `withContent`.
 */
export function examContentFiles(): Record<string, string> {
  const root = path.join(process.cwd(), 'content');
  const files: Record<string, string> = { 'topics.yaml': fs.readFileSync(path.join(root, 'topics.yaml'), 'utf8') };
  for (const dir of ['mba', 'law/exams', 'exams'])
    for (const name of fs.readdirSync(path.join(root, dir)).filter((file) => file.endsWith('.json')))
      files[`${dir}/${name}`] = fs.readFileSync(path.join(root, dir, name), 'utf8');
  return files;
}

/**
 * Copies content/ into `target` for a whole check:content run that a test may change: the practice
 * bank cut to two tests (the bank's own checks have their tests in lib/practice/checks, and checking
 * the whole bank again is most of the cost), with no allowed repeats and no errata (the shipped
 * errata name tests the copy leaves out).
 */
export function copyContentForChecks(target: string): void {
  const content = path.join(process.cwd(), 'content');
  const practice = path.join(content, 'practice');
  const kept = ['npat-practice-1.yaml', 'npat-practice-2.yaml'].map((name) => path.join(practice, name));
  fs.cpSync(content, target, {
    recursive: true,
    filter: (source) => !source.startsWith(`${practice}${path.sep}`) || kept.includes(source),
  });
  fs.writeFileSync(path.join(target, 'practice-duplicates-allowed.yaml'), 'allowed: []\n');
  fs.writeFileSync(path.join(target, 'errata.yaml'), 'corrections: []\n');
}
