import { z } from 'zod';
import { imageFile, text } from './common';

/** content/about.json: the /about_us page. */
export const aboutSchema = z.strictObject({
  title: text(),
  intro: z.array(text()).min(1),
  /** Rotate every 3 seconds under the heading. */
  taglines: z.array(text()).length(3, 'the page rotates exactly 3 taglines'),
  vision: text(),
  mission: text(),
  goals: z.array(text()).min(3),
  sellingPoints: z.array(z.strictObject({ title: text(), description: text() })).length(10, 'list exactly ten selling points'),
  founders: z
    .array(
      z.strictObject({
        name: text(),
        role: text(),
        bio: text(),
        /** A file in public/images/founders/. */
        photo: imageFile('founders'),
      }),
    )
    .length(2, 'the page shows two founders'),
});

export type About = z.output<typeof aboutSchema>;

/** content/career-guidance.json: the /career-guidance page. */
export const careerGuidanceSchema = z.strictObject({
  title: text(),
  intro: text(),
  whyChooseUs: z.strictObject({
    heading: text(),
    items: z.array(z.strictObject({ title: text(), description: text() })).length(3),
  }),
  services: z.strictObject({
    heading: text(),
    items: z.array(z.strictObject({ title: text(), description: text(), points: z.array(text()).min(1) })).length(3),
  }),
  successStory: z.strictObject({
    heading: text(),
    name: text(),
    /** e.g. 'B.Com, Jaipur → IIM Indore IPM'. */
    journey: text(),
    story: z.array(text()).min(1),
    quote: text(),
  }),
  contact: z.strictObject({ heading: text(), intro: text() }),
});

export type CareerGuidance = z.output<typeof careerGuidanceSchema>;

/** content/enroll.json: the /enroll page. */
export const enrollSchema = z.strictObject({
  title: text(),
  intro: text(),
  programmes: z
    .array(
      z.strictObject({
        name: text(),
        exams: text(),
        /** The programme's own page. */
        link: z.string().regex(/^\/[\w/-]*$/, 'must be a page of this site such as /courses/MBA'),
        includes: z.array(text()).min(1),
      }),
    )
    .min(1),
  /** The three ways to join, in order: portal, WhatsApp, phone. */
  steps: z.array(z.strictObject({ title: text(), text: text() })).length(3),
});

export type Enroll = z.output<typeof enrollSchema>;
