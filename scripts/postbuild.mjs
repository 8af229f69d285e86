// Runs after `next build`: writes the host rules next to the exported site.
import fs from 'node:fs';
import path from 'node:path';
import { headerRules, rewriteRules, toHeadersFile, toRedirectsFile, toServeConfig } from './host-rules.mjs';

const OUT = path.resolve('out');
if (!fs.existsSync(path.join(OUT, 'index.html'))) {
  console.error('postbuild: out/index.html is missing; run `next build` first.');
  process.exit(1);
}

const BLOG_FALLBACK_ID = JSON.parse(fs.readFileSync('lib/blog-fallback.json', 'utf8')).id;
const blogDir = path.join(OUT, 'blogs');
if (!fs.existsSync(path.join(blogDir, `${BLOG_FALLBACK_ID}.html`))) {
  console.error(`postbuild: out/blogs/${BLOG_FALLBACK_ID}.html is missing; the blog rewrite would have no target.`);
  process.exit(1);
}
const knownBlogIds = fs
  .readdirSync(blogDir)
  .filter((name) => name.endsWith('.html') && name !== `${BLOG_FALLBACK_ID}.html`)
  .map((name) => name.slice(0, -'.html'.length));

const rules = { headers: headerRules(), rewrites: rewriteRules({ knownBlogIds, blogFallbackId: BLOG_FALLBACK_ID }) };
fs.writeFileSync(path.join(OUT, 'serve.json'), `${JSON.stringify(toServeConfig(rules), null, 2)}\n`);
fs.writeFileSync(path.join(OUT, '_headers'), toHeadersFile(rules));
fs.writeFileSync(path.join(OUT, '_redirects'), toRedirectsFile(rules));
console.log('postbuild: wrote out/serve.json, out/_headers and out/_redirects');
