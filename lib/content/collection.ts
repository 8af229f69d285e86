import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError, type ContentIssue } from './errors';
import { listContent, loadAll, loadJson, loadMarkdown, loadYaml, resolveContent } from './load';
import { displayPath } from './paths';

/**
 * The one way content is defined. A collection is a folder of files of one kind (one page each);
 * a document is a single file. Each declares its schema once; TypeScript types come from it, the
 * file name is the id, and `href` turns an id into the page's address. The registry
 * (lib/content/registry.ts) lists them all for check:content, the sitemap and the route list.
 */

export type Format = 'json' | 'md' | 'yaml';

/** Reports a problem with one field of the file being loaded; loading fails after all are reported. */
export type Report = (field: string, message: string) => void;

type Loaded<S extends z.ZodType, F extends Format> = z.output<S> & { id: string; href: string } & (F extends 'md'
    ? { body: string }
    : unknown);

export type CollectionItem<C> = C extends Collection<infer T> ? T : never;

export type Collection<T extends { id: string; href: string }> = {
  name: string;
  /** Folder under content/. */
  dir: string;
  /** Every item, in the collection's order; throws a ContentError naming every bad file and field. */
  all: () => T[];
  get: (id: string) => T | undefined;
  href: (id: string) => string;
  /** An item's file as problems name it: content/practice/cat-mock-1.yaml. */
  file: (id: string) => string;
  /**
   * The items of the files that are valid, though others are not: checks beyond the schema
   * (check:content) run on these while `all` throws for the rest.
   */
  valid: () => T[];
};

export type Document<T> = {
  name: string;
  /** File under content/. */
  file: string;
  get: () => T;
};

const EXTENSIONS = { json: '.json', md: '.md', yaml: '.yaml' } as const satisfies Record<Format, string>;

/** Ids become part of addresses: keep them to letters, digits, hyphens and underscores. */
const ID_PATTERN = /^[\w-]+$/;

function load<S extends z.ZodType>(format: Format, file: string, schema: S): { data: z.output<S>; body?: string } {
  if (format === 'md') return loadMarkdown(file, schema);
  return { data: format === 'yaml' ? loadYaml(file, schema) : loadJson(file, schema) };
}

function reporter(file: string) {
  const issues: ContentIssue[] = [];
  const report: Report = (field, message) => issues.push({ file: displayPath(resolveContent(file)), field, message });
  const throwIfAny = () => {
    if (issues.length) throw new ContentError(issues);
  };
  return { report, throwIfAny };
}

/**
 * What a loaded result depends on: each file's path, modification time and size. A build reads
 * every file once and then answers from memory; `npm run dev` and tests that point CONTENT_DIR at
 * another folder still see every edit, new file or removed file, because the key changes with them.
 */
function filesKey(relativePaths: readonly string[]): string {
  return relativePaths
    .map((relativePath) => {
      const absolutePath = resolveContent(relativePath);
      const stat = fs.statSync(absolutePath, { throwIfNoEntry: false });
      return `${absolutePath}:${stat ? `${stat.mtimeMs}:${stat.size}` : 'missing'}`;
    })
    .join('\n');
}

/**
 * The memo lives on globalThis, not in this module: `next build` bundles a copy of this module into
 * each layer and route of the app, and every copy of a collection should share one load per process.
 */
type Memo = { key: string; value: unknown };
const MEMOS_KEY = Symbol.for('content.memos');
const memos = ((globalThis as { [MEMOS_KEY]?: Map<string, Memo> })[MEMOS_KEY] ??= new Map<string, Memo>());

/** Keeps the last result of `load` (one per `name`) until the key of the files it reads changes. */
function memoByFiles<T>(name: string, files: () => readonly string[], load: (files: readonly string[]) => T): () => T {
  return () => {
    const current = files();
    const key = filesKey(current);
    const memo = memos.get(name);
    if (memo?.key === key) return memo.value as T;
    const value = load(current);
    memos.set(name, { key, value });
    return value;
  };
}

function sortBy<T extends { id: string }>(items: T[], order: readonly string[] | ((a: never, b: never) => number) | undefined): T[] {
  if (!order) return items;
  if (typeof order === 'function') return [...items].sort(order as (a: T, b: T) => number);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...items].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}

export function defineCollection<S extends z.ZodType, F extends Format = 'json', X extends object = object>(definition: {
  name: string;
  dir: string;
  format?: F;
  schema: S;
  href: (id: string) => string;
  /**
   * Reading order: ids in order (files not listed come after, alphabetically) or a comparison.
   * Without it, items come in file-name order.
   */
  order?: readonly string[] | ((a: Loaded<S, F>, b: Loaded<S, F>) => number);
  /** A stricter rule for ids than the default (letters, digits, - and _). */
  id?: { pattern: RegExp; message: string };
  /** Fields computed from the file, and checks that need more than the schema (images exist …). */
  derive?: (item: Loaded<S, F>, report: Report) => X;
  /**
   * Checks across the whole collection (unique ids inside files, a complete order …). A problem is
   * reported in an item's file, or in another content file when `file` is given.
   */
  checkAll?: (items: (Loaded<S, F> & X)[], report: (id: string, field: string, message: string, file?: string) => void) => void;
}): Collection<Loaded<S, F> & X> {
  type Item = Loaded<S, F> & X;
  const format = (definition.format ?? 'json') as F;
  const idRule = definition.id ?? {
    pattern: ID_PATTERN,
    message: 'may use only letters, digits, - and _ (it becomes part of the address)',
  };

  const loadItem = (file: string): Item => {
    const id = path.basename(file, EXTENSIONS[format]);
    const { report, throwIfAny } = reporter(file);
    if (!idRule.pattern.test(id)) report('(file name)', idRule.message);
    const { data, body } = load(format, file, definition.schema);
    const base = { ...(data as object), id, href: definition.href(id), ...(format === 'md' ? { body } : {}) } as Loaded<S, F>;
    const extra = definition.derive?.(base, report) ?? ({} as X);
    throwIfAny();
    return { ...base, ...extra } as Item;
  };

  const fileOf = (id: string) => displayPath(resolveContent(path.join(definition.dir, `${id}${EXTENSIONS[format]}`)));

  const loadCollection = (files: readonly string[]): Item[] => {
    const items = loadAll(files, loadItem);
    if (definition.checkAll) {
      const issues: ContentIssue[] = [];
      definition.checkAll(items, (id, field, message, file) =>
        issues.push({ file: file ? displayPath(resolveContent(file)) : fileOf(id), field, message }),
      );
      if (issues.length) throw new ContentError(issues);
    }
    return sortBy(items, definition.order);
  };

  // The items and the map by id are built once per state of the folder (see filesKey).
  const loaded = memoByFiles(
    // Same in every bundled copy of the definition (a comparison's source text is not: each bundle
    // minifies it its own way), different for two definitions over one folder.
    `collection ${definition.name} ${definition.dir} ${format} ${Array.isArray(definition.order) ? definition.order.join() : typeof definition.order}`,
    () => listContent(definition.dir, EXTENSIONS[format]),
    (files) => {
      const items = loadCollection(files);
      return { items, byId: new Map(items.map((item) => [item.id, item])) };
    },
  );

  return {
    name: definition.name,
    dir: definition.dir,
    all: () => loaded().items,
    get: (id) => loaded().byId.get(id),
    href: definition.href,
    file: fileOf,
    valid: () => {
      try {
        return loaded().items;
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        const items = listContent(definition.dir, EXTENSIONS[format]).flatMap((file) => {
          try {
            return [loadItem(file)];
          } catch (problem) {
            if (problem instanceof ContentError) return [];
            throw problem;
          }
        });
        return sortBy(items, definition.order);
      }
    },
  };
}

export function defineDocument<S extends z.ZodType>(definition: {
  name: string;
  file: string;
  schema: S;
  /** Checks that need more than the schema (images exist …). */
  check?: (data: z.output<S>, report: Report) => void;
}): Document<z.output<S>> {
  const format: Format = definition.file.endsWith('.yaml') ? 'yaml' : 'json';
  const get = memoByFiles(
    `document ${definition.name} ${definition.file}`,
    () => [definition.file],
    () => {
      const { data } = load(format, definition.file, definition.schema);
      if (definition.check) {
        const { report, throwIfAny } = reporter(definition.file);
        definition.check(data, report);
        throwIfAny();
      }
      return data;
    },
  );
  return { name: definition.name, file: definition.file, get };
}
