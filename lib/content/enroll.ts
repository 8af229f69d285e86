import { z } from 'zod';
import { defineDocument } from './collection';
import { text } from './common';

/** content/enroll.json: the /enroll page. */
export const enroll = defineDocument({
  name: 'Enroll page',
  file: 'enroll.json',
  schema: z.strictObject({
    title: text(),
    intro: text(),
    programmes: z
      .array(
        z.strictObject({
          name: text(),
          exams: text(),
          /** The programme's own page. */
          href: z.string().regex(/^\/[\w/-]*$/, 'must be a page of this site such as /courses/MBA'),
          includes: z.array(text()).min(1),
        }),
      )
      .min(1),
    /** The three ways to join, in order: portal, WhatsApp, phone. */
    steps: z.array(z.strictObject({ title: text(), text: text() })).length(3),
  }),
});
