// Fails when a page in out/ links to a page, asset or #anchor of this site that the export does
// not contain. Resolves addresses the way the static host does: the file itself, then
// `path.html`, then `path/index.html`.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { filesUnder } from '../shared/files.mjs';

const OUT = path.resolve(process.argv[2] ?? 'out');
const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8'));
const SITE_ORIGIN = new URL(site.siteUrl).origin;
const LOCAL_ORIGIN = 'http://exported.site';

/** The exported file a path is served from, or undefined. */
function fileFor(urlPath) {
  const clean = decodeURIComponent(urlPath).replace(/\/+$/, '') || '/';
  const base = path.join(OUT, clean);
  if (!base.startsWith(OUT)) return undefined;
  const candidates = clean === '/' ? [path.join(OUT, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function pagePathOf(file) {
  const relative = path.relative(OUT, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

const idCache = new Map();
function idsOf(file) {
  if (!idCache.has(file)) {
    const root = parse(fs.readFileSync(file, 'utf8'));
    idCache.set(file, new Set(root.querySelectorAll('[id]').map((element) => element.getAttribute('id'))));
  }
  return idCache.get(file);
}

const REFERENCES = [
  ['a', 'href'],
  ['link', 'href'],
  ['script', 'src'],
  ['img', 'src'],
  ['img', 'srcset'],
  ['source', 'srcset'],
  ['iframe', 'src'],
  ['video', 'poster'],
  ['meta[property="og:image"]', 'content'],
  ['meta[name="twitter:image"]', 'content'],
];

function referencesIn(root) {
  const found = [];
  for (const [selector, attribute] of REFERENCES) {
    for (const element of root.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute);
      if (!value) continue;
      const values = attribute === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0]) : [value];
      for (const reference of values) found.push({ reference, tag: `<${selector.split('[')[0]} ${attribute}>` });
    }
  }
  return found;
}

/** Checks one reference; returns a problem description or undefined. */
function check(reference, fromPath, fromFile) {
  if (/^(mailto|tel|data|blob):/i.test(reference)) return undefined;
  if (/^javascript:/i.test(reference)) return 'javascript: link';
  let url;
  try {
    url = new URL(reference, `${LOCAL_ORIGIN}${fromPath}`);
  } catch {
    return 'not a valid address';
  }
  if (url.origin !== LOCAL_ORIGIN && url.origin !== SITE_ORIGIN) return undefined;
  const target = url.pathname === fromPath && reference.startsWith('#') ? fromFile : fileFor(url.pathname);
  if (!target) return `no exported file for ${url.pathname}`;
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) return `no element with id "${fragment}" in ${url.pathname}`;
  return undefined;
}

const problems = [];
const files = filesUnder(OUT);
let checked = 0;

for (const file of files.filter((name) => name.endsWith('.html'))) {
  const root = parse(fs.readFileSync(file, 'utf8'));
  const fromPath = pagePathOf(file);
  for (const { reference, tag } of referencesIn(root)) {
    checked += 1;
    const problem = check(reference, fromPath, file);
    if (problem) problems.push(`${path.relative(OUT, file)}: ${tag} "${reference}" → ${problem}`);
  }
}

// Fonts and images referenced from the CSS bundles.
for (const file of files.filter((name) => name.endsWith('.css'))) {
  const css = fs.readFileSync(file, 'utf8');
  const fromPath = `/${path.relative(OUT, file).split(path.sep).join('/')}`;
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    checked += 1;
    const problem = check(match[2], fromPath, file);
    if (problem) problems.push(`${path.relative(OUT, file)}: url(${match[2]}) → ${problem}`);
  }
}

if (problems.length > 0) {
  console.error(`Broken links or assets (${problems.length}):\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`Links OK: ${checked} references in ${files.filter((name) => /\.(html|css)$/.test(name)).length} files resolve.`);
