import { z } from 'zod';
import { text } from './common';

/** The ten guide pages, in reading order; each is content/mba/{slug}.md. */
export const MBA_GUIDE_SLUGS = [
  'what-is-mba',
  'mba-history',
  'who-can-pursue',
  'mba-types',
  'why-get',
  'who-should',
  'where-to-do',
  'how-to-get',
  'right-time',
  'what-is-cat',
] as const;

export type MbaGuideSlug = (typeof MBA_GUIDE_SLUGS)[number];

/** Front matter of a guide page; the body is Markdown with ## and ### headings. */
export const mbaGuideFrontMatterSchema = z.strictObject({
  title: text(),
  /** One or two sentences for the landing page card and the page's meta description. */
  description: text().max(200, 'keep the description under 200 characters'),
  /** Position in the series, 1–10. */
  order: z.number().int().min(1).max(MBA_GUIDE_SLUGS.length),
});

export type MbaGuideFrontMatter = z.output<typeof mbaGuideFrontMatterSchema>;

/** content/mba/landing.json: the /courses/MBA page around the list of guides. */
export const mbaLandingSchema = z.strictObject({
  title: z.literal('Your Ultimate MBA Guide'),
  intro: z.array(text()).min(1),
  offer: z.strictObject({
    heading: text(),
    paragraphs: z.array(text()).min(1),
    highlights: z.array(text()).min(1),
  }),
});

export type MbaLanding = z.output<typeof mbaLandingSchema>;
