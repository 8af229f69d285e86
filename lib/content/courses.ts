import { z } from 'zod';
import { defineDocument } from './collection';
import { siteLink, text } from './common';

const courseCardSchema = z.strictObject({
  title: text(),
  description: text(),
  /** Where 'Learn More' goes; ignored while comingSoon is true. */
  href: siteLink(),
  /** Name of an icon the listing knows (see components/courses/courseIcons.tsx). */
  icon: z.enum(['mba', 'law', 'bba', 'ssc', 'career']),
  /** Card background, a hex colour light enough for dark text. */
  background: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #eef2ff'),
  comingSoon: z.boolean().optional(),
});

export type CourseCard = z.output<typeof courseCardSchema>;

/** content/courses.json: the five cards of the courses listing (home page and /courses). */
export const courseCards = defineDocument({
  name: 'course cards',
  file: 'courses.json',
  schema: z.strictObject({ courses: z.array(courseCardSchema).min(1) }),
});
