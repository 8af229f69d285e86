import { z } from 'zod';
import { defineDocument } from '../collection';
import { text } from '../common';

/** content/law/page.json: the /courses/LAW page's own text and the exam fee table. */
export const lawPage = defineDocument({
  name: 'law page',
  file: 'law/page.json',
  schema: z.strictObject({
    title: z.literal('Law Programs & Entrance Exams'),
    intro: z.strictObject({ heading: text(), paragraphs: z.array(text()).min(1), facts: z.array(text()).min(1) }),
    courses: z.strictObject({ heading: text(), intro: text() }),
    exams: z.strictObject({ heading: text(), intro: text() }),
    colleges: z.strictObject({ heading: text(), intro: text() }),
    examFees: z.strictObject({
      caption: text(),
      rows: z.array(z.strictObject({ exam: text(), category: text(), fee: text() })).min(1),
      note: text().optional(),
    }),
  }),
});
