// Build step: marks every script that an exported page loads at start-up with V8's explicit
// compile hint, so Chromium compiles its functions while the file downloads, on a background
// thread, instead of one by one on the main thread when the framework first calls them.
//
// Why: a page's start (the framework's modules evaluated, the server payload read, hydration begun)
// is one task that every route pays. Most of it was lazy compilation of code that runs at load
// anyway (React DOM, the router): on /games/sudoku at full speed that task fell from 70–95 ms to
// 36–50 ms, and main-thread CPU at load by a fifth (docs/performance.md, "Decisions that hold"). Only start-up chunks
// get the hint: chunks loaded later on demand (a dynamic import) would compile code that may never run.
// Browsers without the feature read the first line as an ordinary comment.
// Safe to run twice: a marked file is left alone.
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../shared/files.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const STARTUP_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"?#]+\.js)"/g;

/** The chunk files that exported pages load with a <script> element, as paths under out/. */
export function startupChunks(out, htmlFiles) {
  const chunks = new Set();
  for (const file of htmlFiles) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STARTUP_SCRIPT)) chunks.add(path.join(out, match[1]));
  }
  return [...chunks].sort();
}

/** The source map of a chunk, when the build wrote one (PROFILE_SOURCEMAPS=1). */
function sourceMapOf(chunk, code) {
  const name = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const file = name ? path.join(path.dirname(chunk), name) : null;
  return file && fs.existsSync(file) ? file : null;
}

export async function make({ out }) {
  const htmlFiles = filesUnder(out).filter((file) => file.endsWith('.html'));
  const chunks = startupChunks(out, htmlFiles);
  let marked = 0;
  let bytes = 0;
  for (const chunk of chunks) {
    if (!fs.existsSync(chunk)) throw new Error(`a page loads ${path.relative(out, chunk)}, which the export does not have`);
    const code = fs.readFileSync(chunk, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(chunk, COMPILE_HINT + code);
    // The hint adds a first line: the map moves every mapping down one line to match.
    const map = sourceMapOf(chunk, code);
    if (map) {
      const json = JSON.parse(fs.readFileSync(map, 'utf8'));
      if (Array.isArray(json.sections)) for (const section of json.sections) section.offset.line += 1;
      else json.mappings = `;${json.mappings}`;
      fs.writeFileSync(map, JSON.stringify(json));
    }
    marked += 1;
    bytes += Buffer.byteLength(code);
  }
  return `compile hint on the ${chunks.length} start-up scripts of ${htmlFiles.length} pages (${marked} marked now, ${(bytes / 1024).toFixed(0)} kB)`;
}
