// Reads the editor content the pages are built from, so tests compare against the source of truth.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const root = path.join(__dirname, '..', 'content');

export function readJson<T = unknown>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
}

export function readMarkdown<T = Record<string, unknown>>(file: string): { data: T; body: string } {
  const { data, content } = matter(fs.readFileSync(path.join(root, file), 'utf8'), {});
  return { data: data as T, body: content };
}

export function listFiles(dir: string, extension: string): string[] {
  return fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith(extension))
    .sort();
}
