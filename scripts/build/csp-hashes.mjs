// Build step: writes each exported page's Content-Security-Policy into the page itself, as a
// <meta> element listing the sha256 hashes of that page's own inline scripts (so it travels with
// the file to any host). Safe to run twice: a page that has its policy is left alone.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { documentPolicy } from '../hosts/host-rules.ts';
import { filesUnder } from '../shared/files.mjs';

const POLICY_MARK = '<meta http-equiv="Content-Security-Policy"';
// Right after the charset, before any script: a policy only covers what comes after it.
const CHARSET = '<meta charSet="utf-8"/>';

/** sha256 of every inline script the browser would run (JSON-LD data blocks are never run). */
function inlineScriptHashes(html) {
  const hashes = parse(html, { blockTextElements: { script: true } })
    .querySelectorAll('script:not([src])')
    .filter((script) => !script.getAttribute('type') || /javascript|module/.test(script.getAttribute('type')))
    .map((script) => crypto.createHash('sha256').update(script.rawText, 'utf8').digest('base64'));
  return [...new Set(hashes)];
}

export async function make({ out }) {
  const apiUrl = process.env.NEXT_PUBLIC_API_URL?.trim();
  const apiOrigin = apiUrl ? new URL(apiUrl).origin : undefined;
  const htmlFiles = filesUnder(out).filter((file) => file.endsWith('.html'));
  let written = 0;
  let mostScripts = 0;
  for (const file of htmlFiles) {
    const html = fs.readFileSync(file, 'utf8');
    if (html.includes(POLICY_MARK)) continue;
    const hashes = inlineScriptHashes(html);
    mostScripts = Math.max(mostScripts, hashes.length);
    const withPolicy = html.replace(CHARSET, `${CHARSET}${POLICY_MARK} content="${documentPolicy({ scriptHashes: hashes, apiOrigin })}"/>`);
    if (withPolicy === html) throw new Error(`no ${CHARSET} in ${path.relative(out, file)}`);
    fs.writeFileSync(file, withPolicy);
    written += 1;
  }
  return `Content-Security-Policy with script hashes written into ${written} of ${htmlFiles.length} pages (up to ${mostScripts} inline scripts each)`;
}
