// Build step: writes the response headers and rewrites of scripts/hosts/host-rules.ts in each
// host's dialect: out/serve.json (serve), out/_headers and out/_redirects (Cloudflare Pages,
// Netlify) and hosts/nginx/prepgurus.conf (nginx reads its configuration from outside the site).
import fs from 'node:fs';
import path from 'node:path';
import { headerRules, rewriteRules, toHeadersFile, toNginxConfig, toRedirectsFile, toServeConfig } from '../hosts/host-rules.ts';

const BLOG_FALLBACK_ID = JSON.parse(fs.readFileSync('lib/blog/fallback.json', 'utf8')).id;
const NGINX_CONF = 'hosts/nginx/prepgurus.conf';

export async function make({ out }) {
  const blogIds = fs
    .readdirSync(path.join(out, 'blogs'))
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.slice(0, -'.html'.length));
  if (!blogIds.includes(BLOG_FALLBACK_ID)) {
    throw new Error(`out/blogs/${BLOG_FALLBACK_ID}.html is missing; the blog rewrite would have no target.`);
  }
  const rules = {
    headers: headerRules(),
    rewrites: rewriteRules({ knownBlogIds: blogIds.filter((id) => id !== BLOG_FALLBACK_ID), blogFallbackId: BLOG_FALLBACK_ID }),
  };
  fs.writeFileSync(path.join(out, 'serve.json'), `${JSON.stringify(toServeConfig(rules), null, 2)}\n`);
  fs.writeFileSync(path.join(out, '_headers'), toHeadersFile(rules));
  fs.writeFileSync(path.join(out, '_redirects'), toRedirectsFile(rules));
  fs.mkdirSync(path.dirname(NGINX_CONF), { recursive: true });
  fs.writeFileSync(NGINX_CONF, toNginxConfig(rules));
  return `${rules.headers.length} header and ${rules.rewrites.length} rewrite rules written to out/serve.json, out/_headers, out/_redirects and ${NGINX_CONF}`;
}
