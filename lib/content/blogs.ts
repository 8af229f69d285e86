import fs from 'node:fs';
import path from 'node:path';
import blogFallback from '../blog-fallback.json';
import { markdownToPlainText } from '../markdown';
import { ContentError } from './errors';
import { loadCollection, loadMarkdown, resolveContent } from './load';
import { displayPath, publicRoot } from './paths';
import { blogFrontMatterSchema, type BlogApiResponse, type BlogFrontMatter } from './schemas/blog';

export type BlogPost = BlogFrontMatter & { id: string; content: string };

const BLOG_DIR = 'blogs';

/**
 * The id of the one exported blog page that serves every /blogs/{id} not known at build time
 * (the host rewrites those addresses to it). Post ids cannot contain '_', so it never collides.
 * Shared with scripts/postbuild.mjs through lib/blog-fallback.json.
 */
export const BLOG_FALLBACK_ID: string = blogFallback.id;
const BLOG_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function loadPost(file: string): BlogPost {
  const { slug, data, body } = loadMarkdown(file, blogFrontMatterSchema);
  const absolutePath = resolveContent(file);
  if (!BLOG_ID.test(slug)) {
    throw new ContentError([
      { file: displayPath(absolutePath), field: '(file name)', message: 'must be lower-case words joined by hyphens, e.g. cat-study-plan.md' },
    ]);
  }
  if (data.image && !fs.existsSync(path.join(publicRoot(), 'uploads', data.image))) {
    throw new ContentError([
      { file: displayPath(absolutePath), field: 'image', message: `public/uploads/${data.image} does not exist` },
    ]);
  }
  const content = markdownToPlainText(body);
  if (!content) {
    throw new ContentError([{ file: displayPath(absolutePath), field: '(body)', message: 'the post has no text' }]);
  }
  return { ...data, id: slug, content };
}

/** Every post in content/blogs/, newest first. */
export function getBlogPosts(): BlogPost[] {
  return loadCollection(BLOG_DIR, '.md', loadPost).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function getBlogPost(id: string): BlogPost | undefined {
  return getBlogPosts().find((post) => post.id === id);
}

/** The body of GET /api/blogs/{id}: exactly the fields the blog page reads. */
export function toBlogApiResponse(post: BlogPost): BlogApiResponse {
  return {
    title: post.title,
    description: post.description,
    createdAt: post.createdAt,
    image: post.image ?? '',
    content: post.content,
  };
}
