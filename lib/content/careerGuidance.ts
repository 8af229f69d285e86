import { z } from 'zod';
import { defineDocument } from './collection';
import { text } from './common';

/** content/career-guidance.json: the /career-guidance page. */
export const careerGuidance = defineDocument({
  name: 'Career Guidance page',
  file: 'career-guidance.json',
  schema: z.strictObject({
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
  }),
});
