import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { withContent } from '../test-utils/tempContent';
import { defineCollection, defineDocument } from './collection';

const schema = z.strictObject({ title: z.string() });
const notes = defineCollection({ name: 'notes', dir: 'notes', schema, href: (id) => `/notes/${id}` });
const settings = defineDocument({ name: 'settings', file: 'settings.json', schema });

/** How many times the callback reads a file under the content folder. */
function readsDuring(dir: string, run: () => void): number {
  const spy = jest.spyOn(fs, 'readFileSync');
  try {
    run();
    return spy.mock.calls.filter(([file]) => String(file).startsWith(dir)).length;
  } finally {
    spy.mockRestore();
  }
}

/** Rewrites a file with a modification time a minute later, as an editor's save would. */
function rewrite(file: string, text: string) {
  const later = new Date(fs.statSync(file).mtimeMs + 60_000);
  fs.writeFileSync(file, text);
  fs.utimesSync(file, later, later);
}

describe('content memo', () => {
  it('reads each file of a collection once, however often all() and get() are called', () => {
    withContent({ 'notes/a.json': '{"title":"A"}', 'notes/b.json': '{"title":"B"}' }, (dir) => {
      expect(readsDuring(dir, () => notes.all())).toBe(2);
      const again = readsDuring(dir, () => {
        expect(notes.all().map((note) => note.title)).toEqual(['A', 'B']);
        expect(notes.get('b')?.title).toBe('B');
        expect(notes.get('missing')).toBeUndefined();
      });
      expect(again).toBe(0);
    });
  });

  it('reloads a collection when a file changes, is added or is removed', () => {
    withContent({ 'notes/a.json': '{"title":"A"}' }, (dir) => {
      expect(notes.all().map((note) => note.title)).toEqual(['A']);

      rewrite(path.join(dir, 'notes/a.json'), '{"title":"A2"}');
      expect(notes.get('a')?.title).toBe('A2');

      fs.writeFileSync(path.join(dir, 'notes/c.json'), '{"title":"C"}');
      expect(notes.all().map((note) => note.id)).toEqual(['a', 'c']);

      fs.rmSync(path.join(dir, 'notes/a.json'));
      expect(notes.all().map((note) => note.id)).toEqual(['c']);
    });
  });

  it('reads a document once until its file changes', () => {
    withContent({ 'settings.json': '{"title":"One"}' }, (dir) => {
      expect(readsDuring(dir, () => settings.get())).toBe(1);
      expect(readsDuring(dir, () => expect(settings.get().title).toBe('One'))).toBe(0);
      rewrite(path.join(dir, 'settings.json'), '{"title":"Two"}');
      expect(settings.get().title).toBe('Two');
    });
  });

  it('keeps the content of two folders apart (tests that point CONTENT_DIR elsewhere)', () => {
    withContent({ 'notes/a.json': '{"title":"First"}' }, () => expect(notes.get('a')?.title).toBe('First'));
    withContent({ 'notes/a.json': '{"title":"Second"}' }, () => expect(notes.get('a')?.title).toBe('Second'));
  });
});
