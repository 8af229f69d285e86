import { z } from 'zod';
import { text } from './common';

/** Front matter of a post in content/blogs/; the file name (without .md) is the blog id. */
export const blogFrontMatterSchema = z.strictObject({
  title: text(),
  description: text(),
  /** Publication date, e.g. 2026-10-02 or 2026-10-02T09:30:00+05:30. */
  createdAt: z.union([z.iso.date(), z.iso.datetime({ offset: true }), z.date()], {
    error: 'must be a date such as 2026-10-02',
  }).transform((value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString())),
  /** File name of an image in public/uploads/ (optional). */
  image: z
    .string()
    .regex(/^[\w.-]+\.(?:png|jpe?g|webp|avif|svg)$/i, 'must be a file name in public/uploads/ such as cat-plan.webp')
    .optional(),
});

export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;

/** Exactly the fields the blog page reads from GET /api/blogs/{blogId}. */
export type BlogApiResponse = {
  title: string;
  description: string;
  createdAt: string;
  image: string;
  content: string;
};
