import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { BlogApiResponse } from '@/lib/blog/api';
import { markdownToPlainText } from '@/lib/markdown';
import { urls } from '@/lib/urls';
import { defineCollection, type CollectionItem } from './collection';
import { publicRoot } from './paths';
import { text } from './common';

/** A blog post: content/blogs/{blogId}.md, the page /blogs/{blogId} and GET /api/blogs/{blogId}. */
export const blogPosts = defineCollection({
  name: 'blog posts',
  dir: 'blogs',
  format: 'md',
  schema: z.strictObject({
    title: text(),
    description: text(),
    /** Publication date, e.g. 2026-10-02 or 2026-10-02T09:30:00+05:30. */
    createdAt: z
      .union([z.iso.date(), z.iso.datetime({ offset: true }), z.date()], { error: 'must be a date such as 2026-10-02' })
      .transform((value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString())),
    /** File name of an image in public/uploads/ (optional). */
    image: z
      .string()
      .regex(/^[\w.-]+\.(?:png|jpe?g|webp|avif|svg)$/i, 'must be a file name in public/uploads/ such as cat-plan.webp')
      .optional(),
  }),
  href: urls.blogPost,
  id: { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'must be lower-case words joined by hyphens, e.g. cat-study-plan.md' },
  order: (a, b) => b.createdAt.localeCompare(a.createdAt),
  derive: (post, report) => {
    if (post.image && !fs.existsSync(path.join(publicRoot(), 'uploads', post.image)))
      report('image', `public/uploads/${post.image} does not exist`);
    // The API's content field: the body as plain text, paragraphs on their own lines.
    const content = markdownToPlainText(post.body);
    if (!content) report('(body)', 'the post has no text');
    return { content };
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
    content: post.content,
  };
}
