import { z } from 'zod';
import { defineDocument } from './collection';
import { text } from './common';
import { examFactsSchema } from './examFacts';
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
    /** The figures of CAT's key-facts box ('What is CAT') and of the comparison on /exams. */
    facts: examFactsSchema,
  }),
});
