import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { BlogApiResponse } from '@/lib/blog/api';
import { markdownToPlainText } from '@/lib/markdown';
import { urls } from '@/lib/urls';
import { defineCollection, type CollectionItem } from './collection';
import { EXAM_IDS } from './exams';
import { publicRoot } from './paths';
import { text } from './common';

/** A post's front matter (the content editor at /admin/ writes the same fields: lib/cms/config.ts). */
export const blogFrontMatterSchema = z.strictObject({
  title: text(),
  description: text(),
  /** Publication date, e.g. 2026-10-02 or 2026-10-02T09:30:00+05:30. */
  createdAt: z
    .union([z.iso.date(), z.iso.datetime({ offset: true }), z.date()], { error: 'must be a date such as 2026-10-02' })
    .transform((value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString())),
  /**
   * An image in public/uploads/ (optional): its file name, or its address as the content editor
   * writes it (/uploads/cat-plan.webp), read as the file name.
   */
  image: z
    .string()
    .regex(/^(?:\/uploads\/)?[\w.-]+\.(?:png|jpe?g|webp|avif|svg)$/i, 'must be a file name in public/uploads/ such as cat-plan.webp')
    .transform((value) => value.replace(/^\/uploads\//, ''))
    .optional(),
  /** The exam the post is about: the post ends with that exam's free practice test, and related posts share it. */
  exam: z.enum(EXAM_IDS).optional(),
});

/** A blog post: content/blogs/{blogId}.md, the page /blogs/{blogId} and GET /api/blogs/{blogId}. */
export const blogPosts = defineCollection({
  name: 'blog posts',
  dir: 'blogs',
  format: 'md',
  schema: blogFrontMatterSchema,
  href: urls.blogPost,
  id: { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'must be lower-case words joined by hyphens, e.g. cat-study-plan.md' },
  order: (a, b) => b.createdAt.localeCompare(a.createdAt),
  derive: (post, report) => {
    if (post.image && !fs.existsSync(path.join(publicRoot(), 'uploads', post.image)))
      report('image', `public/uploads/${post.image} does not exist`);
    // Plain text for the search index and the feeds.
    const content = markdownToPlainText(post.body);
    if (!content) report('(body)', 'the post has no text');
    // The API's content field: the Markdown itself, a paragraph, heading or list item per line
    // (lib/blog/markdown.ts reads it in the browser; the spec splits content at line breaks).
    const markdown = post.body
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n');
    if (/<[a-z!/]/i.test(markdown)) report('(body)', 'has HTML; write Markdown (the page shows HTML as text)');
    return { content, markdown };
  },
});

export type BlogPost = CollectionItem<typeof blogPosts>;

/** The body of GET /api/blogs/{id}: exactly the fields the blog page reads. */
export function toBlogApiResponse(post: BlogPost): Required<BlogApiResponse> {
  return {
    title: post.title,
    description: post.description,
    createdAt: post.createdAt,
    image: post.image ?? '',
    content: post.markdown,
  };
}

/**
 * Up to `count` other posts to read next: those about the same exam first, then the newest. For
 * the shared page (a post the build does not know), the newest posts.
 */
export function relatedPosts(post: BlogPost | undefined, count = 3): BlogPost[] {
  const others = blogPosts.all().filter((other) => other.id !== post?.id);
  const sameExam = (other: BlogPost) => (post?.exam && other.exam === post.exam ? 0 : 1);
  // all() is newest first and the sort is stable, so each group stays newest first.
  return [...others].sort((a, b) => sameExam(a) - sameExam(b)).slice(0, count);
}
