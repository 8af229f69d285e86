import { z } from 'zod';
import { checkImages } from './assets';
import { defineDocument } from './collection';
import { httpsUrl, imageFile, text } from './common';

export const testimonialSchema = z.strictObject({
  id: z.number().int().positive(),
  name: text(),
  feedback: text(),
  /** A file in public/images/testimonials/. */
  image: imageFile('testimonials'),
  /** Profile address, or '#' when the student has none to share. */
  linkedin: z.union([httpsUrl(), z.literal('#')]),
});

export type Testimonial = z.output<typeof testimonialSchema>;

/** content/testimonials.json: the home page carousel picks 4 of them per visit. */
export const testimonials = defineDocument({
  name: 'testimonials',
  file: 'testimonials.json',
  schema: z.array(testimonialSchema).min(4, 'the carousel shows 4 testimonials, so keep at least 4'),
  check: (entries, report) =>
    checkImages(
      report,
      entries.map((entry, index) => ({ field: `[${index}].image`, publicPath: `images/testimonials/${entry.image}` })),
    ),
});
