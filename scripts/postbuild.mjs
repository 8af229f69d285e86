// Runs after `next build`: writes each exported page's Content-Security-Policy into the page (a
// <meta> element listing the hashes of its own inline scripts), and the host rules (headers,
// rewrites) next to the exported site.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { documentPolicy, headerRules, rewriteRules, toHeadersFile, toNginxConfig, toRedirectsFile, toServeConfig } from './host-rules.mjs';
import { filesUnder } from './files.mjs';

const OUT = path.resolve('out');
if (!fs.existsSync(path.join(OUT, 'index.html'))) {
  console.error('postbuild: out/index.html is missing; run `next build` first.');
  process.exit(1);
}

const BLOG_FALLBACK_ID = JSON.parse(fs.readFileSync('lib/blog/fallback.json', 'utf8')).id;
const apiUrl = process.env.NEXT_PUBLIC_API_URL?.trim();
const apiOrigin = apiUrl ? new URL(apiUrl).origin : undefined;
const POLICY_MARK = '<meta http-equiv="Content-Security-Policy"';

/** sha256 of every inline script the browser would run (JSON-LD data blocks are never run). */
function inlineScriptHashes(html) {
  const hashes = parse(html, { blockTextElements: { script: true } })
    .querySelectorAll('script:not([src])')
    .filter((script) => !script.getAttribute('type') || /javascript|module/.test(script.getAttribute('type')))
    .map((script) => crypto.createHash('sha256').update(script.rawText, 'utf8').digest('base64'));
  return [...new Set(hashes)];
}

const htmlFiles = filesUnder(OUT).filter((file) => file.endsWith('.html'));
let mostScripts = 0;
for (const file of htmlFiles) {
  const html = fs.readFileSync(file, 'utf8');
  if (html.includes(POLICY_MARK)) continue; // already done (postbuild run twice)
  const hashes = inlineScriptHashes(html);
  mostScripts = Math.max(mostScripts, hashes.length);
  const policy = documentPolicy({ scriptHashes: hashes, apiOrigin });
  // Right after the charset, before any script: a policy only covers what comes after it.
  const charset = '<meta charSet="utf-8"/>';
  const withPolicy = html.replace(charset, `${charset}${POLICY_MARK} content="${policy}"/>`);
  if (withPolicy === html) throw new Error(`postbuild: no ${charset} in ${path.relative(OUT, file)}`);
  fs.writeFileSync(file, withPolicy);
}

const blogIds = fs
  .readdirSync(path.join(OUT, 'blogs'))
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.slice(0, -'.html'.length));
if (!blogIds.includes(BLOG_FALLBACK_ID)) {
  console.error(`postbuild: out/blogs/${BLOG_FALLBACK_ID}.html is missing; the blog rewrite would have no target.`);
  process.exit(1);
}
const rules = {
  headers: headerRules(),
  rewrites: rewriteRules({ knownBlogIds: blogIds.filter((id) => id !== BLOG_FALLBACK_ID), blogFallbackId: BLOG_FALLBACK_ID }),
};

fs.writeFileSync(path.join(OUT, 'serve.json'), `${JSON.stringify(toServeConfig(rules), null, 2)}\n`);
fs.writeFileSync(path.join(OUT, '_headers'), toHeadersFile(rules));
fs.writeFileSync(path.join(OUT, '_redirects'), toRedirectsFile(rules));
// nginx reads its configuration from outside the site, so it is written next to out/, not into it.
fs.mkdirSync('hosts/nginx', { recursive: true });
fs.writeFileSync('hosts/nginx/prepgurus.conf', toNginxConfig(rules));
console.log(
  `postbuild: Content-Security-Policy written into ${htmlFiles.length} pages (up to ${mostScripts} inline scripts each); wrote out/serve.json, out/_headers, out/_redirects and hosts/nginx/prepgurus.conf`,
);
