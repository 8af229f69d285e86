import { z } from 'zod';
import { defineDocument } from './collection';
import { text } from './common';
import { markingSchemeSchema } from './marking';

/** content/mba/cat.json: CAT's own facts (its guide is the MBA series' 'What is CAT' page). */
export const catExam = defineDocument({
  name: 'CAT exam facts',
  file: 'mba/cat.json',
  schema: z.strictObject({
    name: text(),
    fullName: text(),
    /** How CAT marks answers; practice tests for CAT score the same way. */
    marking: markingSchemeSchema,
  }),
});
