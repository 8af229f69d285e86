import { z } from 'zod';
import { contentErrorOf, withContent } from '../test-utils/tempContent';
import { defineCollection } from './collection';
import { ContentError } from './errors';
import { loadJson, loadMarkdown } from './load';

const schema = z.strictObject({ title: z.string().min(1), items: z.array(z.strictObject({ name: z.string() })) });

function thrown(run: () => unknown): ContentError {
  const error = contentErrorOf(run);
  if (!error) throw new Error('expected a ContentError');
  return error;
}

describe('loadJson', () => {
  it('returns valid data without the editor-only $comment key', () => {
    const data = withContent({ 'a.json': JSON.stringify({ $comment: 'note', title: 'Hello', items: [{ name: 'x' }] }) }, () =>
      loadJson('a.json', schema),
    );
    expect(data).toEqual({ title: 'Hello', items: [{ name: 'x' }] });
  });

  it('names the file and the nested field that is wrong', () => {
    const error = withContent({ 'a.json': JSON.stringify({ title: 'Hello', items: [{ name: 'x' }, { name: 7 }] }) }, () =>
      thrown(() => loadJson('a.json', schema)),
    );
    expect(error.issues).toEqual([expect.objectContaining({ file: expect.stringMatching(/a\.json$/), field: 'items[1].name' })]);
    expect(error.message).toMatch(/a\.json → items\[1\]\.name: /);
  });

  it('reports a missing field, an unknown field and a missing file', () => {
    const missingField = withContent({ 'a.json': JSON.stringify({ items: [], titel: 'typo' }) }, () =>
      thrown(() => loadJson('a.json', schema)),
    );
    expect(missingField.issues.map((issue) => issue.field).sort()).toEqual(['(whole file)', 'title']);
    expect(missingField.message).toMatch(/titel/);
    expect(missingField.message).toMatch(/title: is missing \(this field is required\)/);

    const missingFile = withContent({}, () => thrown(() => loadJson('nope.json', schema)));
    expect(missingFile.message).toMatch(/nope\.json → \(file\): file is missing/);
  });

  it('reports JSON syntax errors with the file name', () => {
    const error = withContent({ 'a.json': '{ "title": ' }, () => thrown(() => loadJson('a.json', schema)));
    expect(error.message).toMatch(/a\.json → \(file\): not valid JSON/);
  });
});

describe('loadMarkdown', () => {
  const frontMatter = z.strictObject({ title: z.string(), order: z.number().int() });

  it('splits front matter from the Markdown body and takes the slug from the file name', () => {
    const file = withContent({ 'guides/what-is-mba.md': '---\ntitle: What is an MBA?\norder: 1\n---\n\n## Intro\n\nText.\n' }, () =>
      loadMarkdown('guides/what-is-mba.md', frontMatter),
    );
    expect(file).toEqual({ slug: 'what-is-mba', data: { title: 'What is an MBA?', order: 1 }, body: '## Intro\n\nText.' });
  });

  it('names the file and the front-matter field that is wrong', () => {
    const error = withContent({ 'x.md': '---\ntitle: Hi\norder: first\n---\nBody' }, () => thrown(() => loadMarkdown('x.md', frontMatter)));
    expect(error.issues).toEqual([expect.objectContaining({ field: 'order' })]);
  });

  it('reports broken YAML', () => {
    const error = withContent({ 'x.md': '---\ntitle: [unclosed\n---\nBody' }, () => thrown(() => loadMarkdown('x.md', frontMatter)));
    expect(error.message).toMatch(/x\.md → \(front matter\): not valid YAML/);
  });
});

describe('defineCollection', () => {
  it('reports the problems of every file at once', () => {
    const list = defineCollection({ name: 'list', dir: 'list', schema, href: (id) => `/list/${id}` });
    const error = withContent(
      {
        'list/a.json': JSON.stringify({ title: 'ok', items: [] }),
        'list/b.json': JSON.stringify({ title: '', items: [] }),
        'list/c.json': JSON.stringify({ title: 'ok', items: 'none' }),
      },
      () => thrown(() => list.all()),
    );
    expect(error.issues.map((issue) => `${issue.file.split('/').pop()}:${issue.field}`)).toEqual(['b.json:title', 'c.json:items']);
  });

  it('orders by a list of ids, then by file name, and finds items by id', () => {
    const list = defineCollection({ name: 'list', dir: 'list', schema, href: (id) => `/list/${id}`, order: ['c', 'a'] });
    withContent(Object.fromEntries(['a', 'b', 'c', 'd'].map((id) => [`list/${id}.json`, JSON.stringify({ title: id, items: [] })])), () => {
      expect(list.all().map((item) => item.id)).toEqual(['c', 'a', 'b', 'd']);
      expect(list.get('b')).toEqual({ title: 'b', items: [], id: 'b', href: '/list/b' });
      expect(list.get('zzz')).toBeUndefined();
    });
  });

  it('reads YAML files, reporting bad YAML with the file', () => {
    const list = defineCollection({ name: 'list', dir: 'list', format: 'yaml', schema, href: (id) => id });
    withContent({ 'list/a.yaml': 'title: |\n  Two\n  lines\nitems: []\n' }, () => expect(list.all()[0].title).toBe('Two\nlines\n'));
    const error = withContent({ 'list/a.yaml': 'title: [unclosed\n' }, () => thrown(() => list.all()));
    expect(error.message).toMatch(/a\.yaml → \(file\): not valid YAML/);
  });
});
