// A Node module loader for the project's scripts (bench, content check): runs the TypeScript in
// games/ and lib/ natively, compiled on the fly by the TypeScript API. (Jest runs code in a sandbox
// that makes hot loops tens of times slower, so the bench times code here instead.)
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const RELATIVE = /^\.{1,2}\//;
/** The project root, for tsconfig's `@/` alias. */
const ROOT = new URL('../', import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('@/')) return resolve(new URL(specifier.slice(2), ROOT).href, context, nextResolve);
  if ((RELATIVE.test(specifier) || specifier.startsWith('file:')) && !/\.[a-z]+$/i.test(specifier)) {
    for (const suffix of ['.ts', '.tsx', '/index.ts']) {
      try {
        return await nextResolve(`${specifier}${suffix}`, context);
      } catch {
        // try the next suffix
      }
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  // TypeScript imports JSON without import attributes; give Node a module it accepts as is.
  if (url.startsWith('file:') && url.endsWith('.json')) {
    return { format: 'module', source: `export default ${await readFile(fileURLToPath(url), 'utf8')};`, shortCircuit: true };
  }
  if (!/\.tsx?$/.test(url)) return nextLoad(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
    fileName: fileURLToPath(url),
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
