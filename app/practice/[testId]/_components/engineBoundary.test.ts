import fs from 'node:fs';
import path from 'node:path';

/**
 * The practice screens draw; the session hook alone drives the engine. A screen that imported an
 * engine function would start re-deriving state beside the hook, which is what this layout ended.
 * Type imports are fine; so are the display and input helpers (format, letters, labels, the
 * clock's warning thresholds, the keypad's and the calculator's key presses, the section tabs'
 * words, events' tests of how a question was left, and paper mode's typed rows), which read no attempt. Nothing on the client may import the
 * server-only projection.
 */

const HOOK = 'usePracticeSession.ts';
const DISPLAY = new Set(['format', 'letters', 'labels', 'timeWarning', 'keypad', 'calculator', 'sectionTab', 'events', 'paperRow']);
const dir = __dirname;
const files = fs.readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

/** Every `import … from '@/lib/practice/…'` in a file: its module and whether it imports types only. */
function practiceImports(source: string) {
  return [...source.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+'@\/lib\/practice\/([\w/]+)'/g)].map(([, typeOnly, names, module]) => ({
    // lib/practice/{engine,model,store,build}/name: the file's name says what it is.
    module: module.slice(module.lastIndexOf('/') + 1),
    typeOnly: Boolean(typeOnly) || /^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(names.trim()),
  }));
}

describe('the practice screens and the engine', () => {
  it('finds the screens', () => {
    expect(files).toEqual(expect.arrayContaining(['TestScreen.tsx', 'QuestionPane.tsx', 'ExamFrame.tsx', 'Palette.tsx', HOOK]));
  });

  it.each(files.filter((name) => name !== HOOK))('%s imports no engine function from lib/practice', (name) => {
    const source = fs.readFileSync(path.join(dir, name), 'utf8');
    const offending = practiceImports(source).filter(({ module, typeOnly }) => !typeOnly && !DISPLAY.has(module));
    expect(offending).toEqual([]);
  });

  it.each(files.filter((name) => name !== 'PracticeInstructions.tsx'))('%s does not import the server-only projection', (name) => {
    const source = fs.readFileSync(path.join(dir, name), 'utf8');
    expect(practiceImports(source).filter(({ module, typeOnly }) => module === 'projection' && !typeOnly)).toEqual([]);
  });

  it('the hook is where the engine is bound', () => {
    const modules = practiceImports(fs.readFileSync(path.join(dir, HOOK), 'utf8')).map(({ module }) => module);
    expect(modules).toEqual(expect.arrayContaining(['attempt', 'examState', 'attempts']));
  });
});
