import { z } from 'zod';
import { defineDocument } from './collection';
import { text } from './common';

/**
 * content/practice-duplicates-allowed.yaml: repeats in the practice bank that are deliberate, each
 * with its reason. The check that reads it is lib/practice/checks/repeats.ts.
 */
export const allowedDuplicates = defineDocument({
  name: 'allowed practice duplicates',
  file: 'practice-duplicates-allowed.yaml',
  schema: z.strictObject({
    allowed: z
      .array(
        z.strictObject({
          /** Two questions ("{test}/{question id}") or passages ("{test}/passage/{passage id}"). */
          pair: z.tuple([text(), text()]),
          /** Why the repeat is deliberate; a reviewer reads it. */
          reason: text(),
        }),
      )
      .default([]),
  }),
});
