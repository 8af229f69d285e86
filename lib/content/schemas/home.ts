import { z } from 'zod';
import { httpsUrl, imageFile, siteLink, text } from './common';

/** content/courses.json: the five cards of the courses listing. */
export const courseCardSchema = z.strictObject({
  title: text(),
  description: text(),
  /** Where 'Learn More' goes; ignored while comingSoon is true. */
  url: siteLink(),
  /** Name of an icon the listing knows (see components/courses/courseIcons.tsx). */
  icon: z.enum(['mba', 'law', 'bba', 'ssc', 'career']),
  /** Card background, a hex colour light enough for dark text. */
  background: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #eef2ff'),
  comingSoon: z.boolean().optional(),
});

export const courseCardsSchema = z.strictObject({ courses: z.array(courseCardSchema).min(1) });
export type CourseCard = z.output<typeof courseCardSchema>;

/** content/testimonials.json (spec section 3). */
export const testimonialSchema = z.strictObject({
  id: z.number().int().positive(),
  name: text(),
  feedback: text(),
  /** A file in public/images/testimonials/. */
  image: imageFile('testimonials'),
  /** Profile address, or '#' when the student has none to share. */
  linkedin: z.union([httpsUrl(), z.literal('#')]),
});

export const testimonialsSchema = z.array(testimonialSchema).min(4, 'the carousel shows 4 testimonials, so keep at least 4');
export type Testimonial = z.output<typeof testimonialSchema>;

const panelEntrySchema = z.strictObject({
  title: text(),
  /** A date such as 2026-12-01, shown beside the title. */
  date: z.iso.date({ error: 'must be a date such as 2026-12-01' }),
  summary: text().optional(),
  link: siteLink().optional(),
});

/** content/panels.json: Notifications / News and Events; the Blogs panel lists content/blogs. */
export const panelsSchema = z.strictObject({
  notifications: z.array(panelEntrySchema),
  events: z.array(panelEntrySchema),
});

export type PanelEntry = z.output<typeof panelEntrySchema>;
export type Panels = z.output<typeof panelsSchema>;
