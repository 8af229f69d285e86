import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, make } from './compile-hints.mjs';

/** A tiny export: two pages loading a shared chunk and their own, plus a chunk loaded on demand. */
function fakeExport() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunks = path.join(out, '_next/static/chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.mkdirSync(path.join(out, 'games'));
  const page = (...names) => names.map((name) => `<script src="/_next/static/chunks/${name}" async=""></script>`).join('');
  fs.writeFileSync(path.join(out, 'index.html'), `<html><head>${page('shared.js', 'home.js')}</head></html>`);
  fs.writeFileSync(path.join(out, 'games/sudoku.html'), `<html><head>${page('shared.js')}</head></html>`);
  fs.writeFileSync(path.join(chunks, 'shared.js'), 'shared()\n//# sourceMappingURL=shared.js.map');
  fs.writeFileSync(path.join(chunks, 'shared.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' }));
  fs.writeFileSync(path.join(chunks, 'home.js'), 'home()');
  fs.writeFileSync(path.join(chunks, 'later.js'), 'later()');
  return { out, read: (name) => fs.readFileSync(path.join(chunks, name), 'utf8') };
}

describe('compile-hints build step', () => {
  it('marks exactly the scripts that pages load at start-up, once, and keeps source maps in line', async () => {
    const { out, read } = fakeExport();
    try {
      expect(await make({ out })).toMatch(/^compile hint on the 2 start-up scripts of 2 pages \(2 marked now/);
      expect(read('shared.js')).toBe(`${COMPILE_HINT}shared()\n//# sourceMappingURL=shared.js.map`);
      expect(read('home.js')).toBe(`${COMPILE_HINT}home()`);
      // Loaded on demand: may never run, so it is not compiled ahead.
      expect(read('later.js')).toBe('later()');
      // The added first line has no mappings; the code's mappings move to line 2.
      expect(JSON.parse(read('shared.js.map')).mappings).toBe(';AAAA');

      expect(await make({ out })).toMatch(/\(0 marked now/);
      expect(read('shared.js')).toBe(`${COMPILE_HINT}shared()\n//# sourceMappingURL=shared.js.map`);
      expect(JSON.parse(read('shared.js.map')).mappings).toBe(';AAAA');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('fails the build when a page loads a script the export does not have', async () => {
    const { out } = fakeExport();
    try {
      fs.rmSync(path.join(out, '_next/static/chunks/home.js'));
      await expect(make({ out })).rejects.toThrow('a page loads _next/static/chunks/home.js, which the export does not have');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('is the hint V8 reads: a comment on the very first line', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
