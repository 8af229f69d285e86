// Build step: builds the site search index (Pagefind) from the exported pages (after their
// Content-Security-Policy is in), into out/pagefind/. Only each page's main content is indexed (the layout marks <main> with
// data-pagefind-body, so header, banner and footer stay out); every result carries the site
// section it belongs to. Pages that are not content (404, the shared blog page) are left out.
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { blogPosts } from '../../lib/content/blogs.ts';
import { allExams } from '../../lib/content/exams.ts';
import { breadcrumbFor, siteMap } from '../../lib/siteMap.ts';
import { filesUnder } from '../shared/files.mjs';

/** out/exam/ipmat.html → /exam/ipmat; out/index.html → / */
const routeOf = (out, file) => {
  const relative = path
    .relative(out, file)
    .replace(/\\/g, '/')
    .replace(/\.html$/, '');
  return relative === 'index' ? '/' : `/${relative.replace(/\/index$/, '')}`;
};

/** The section a page belongs to: its top-level ancestor in the site map ("Law", "Practice Tests" …). */
const sectionOf = (route, nodes) => {
  const trail = breadcrumbFor(route, nodes);
  return trail.length > 1 ? trail[1].label : 'Home';
};

export async function make({ out }) {
  const nodes = siteMap();
  const routes = new Set(nodes.map((node) => node.href));
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  let pages = 0;
  // A post's article arrives from the API after the page loads (the spec's loading → loaded
  // sequence), so its exported HTML has no text to index: its record comes from the content file.
  const posts = new Map(blogPosts.all().map((post) => [post.href, post]));
  // An exam's own page carries the exam's short name ("IPMAT", "IPMAT Rohtak"): the search ranks a
  // page whose name the query gives in full before pages that only mention it (lib/search/pagefind.ts).
  const examNames = new Map(allExams().map((exam) => [exam.href, exam.name]));
  const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  for (const post of posts.values()) {
    const added = await index.addCustomRecord({
      url: post.href,
      content: `${post.title}. ${post.description} ${post.content}`,
      language: 'en',
      meta: { title: post.title, section: sectionOf(post.href, nodes) },
    });
    if (added.errors.length) throw new Error(`search index: ${post.href}: ${added.errors.join('; ')}`);
    pages += 1;
  }
  for (const file of filesUnder(out).filter((name) => name.endsWith('.html'))) {
    const route = routeOf(out, file);
    if (!routes.has(route) || posts.has(route)) continue;
    const html = fs
      .readFileSync(file, 'utf8')
      .replace('<main', `<main data-pagefind-meta="section:${attribute(sectionOf(route, nodes))}"`)
      // One meta per element: the exam's name rides on the page's heading.
      .replace(/<h1(?=[\s>])/, examNames.has(route) ? `<h1 data-pagefind-meta="name:${attribute(examNames.get(route))}"` : '<h1');
    const added = await index.addHTMLFile({ url: route, content: html });
    if (added.errors.length) throw new Error(`search index: ${route}: ${added.errors.join('; ')}`);
    pages += 1;
  }
  const written = await index.writeFiles({ outputPath: path.join(out, 'pagefind') });
  if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
  await pagefind.close();
  return `${pages} pages indexed into out/pagefind/`;
}
