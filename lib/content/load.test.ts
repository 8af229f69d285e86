import { z } from 'zod';
import { withContent } from '../test-utils/tempContent';
import { ContentError } from './errors';
import { loadCollection, loadJson, loadMarkdown } from './load';

const schema = z.strictObject({ title: z.string().min(1), items: z.array(z.strictObject({ name: z.string() })) });

function thrown(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError');
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
    const error = withContent({ 'x.md': '---\ntitle: Hi\norder: first\n---\nBody' }, () =>
      thrown(() => loadMarkdown('x.md', frontMatter)),
    );
    expect(error.issues).toEqual([expect.objectContaining({ field: 'order' })]);
  });

  it('reports broken YAML', () => {
    const error = withContent({ 'x.md': '---\ntitle: [unclosed\n---\nBody' }, () => thrown(() => loadMarkdown('x.md', frontMatter)));
    expect(error.message).toMatch(/x\.md → \(front matter\): not valid YAML/);
  });
});

describe('loadCollection', () => {
  it('reports the problems of every file at once', () => {
    const error = withContent(
      {
        'list/a.json': JSON.stringify({ title: 'ok', items: [] }),
        'list/b.json': JSON.stringify({ title: '', items: [] }),
        'list/c.json': JSON.stringify({ title: 'ok', items: 'none' }),
      },
      () => thrown(() => loadCollection('list', '.json', (file) => loadJson(file, schema))),
    );
    expect(error.issues.map((issue) => `${issue.file.split('/').pop()}:${issue.field}`)).toEqual(['b.json:title', 'c.json:items']);
  });
});
