import { z } from 'zod';
import { imageFile, text } from './common';

/** content/bba-hub.json: the /courses/BBA page. */
export const bbaHubSchema = z.strictObject({
  title: text(),
  intro: text(),
  /** The typewriter cycles these; each shows over its own background. */
  questions: z
    .array(
      z.strictObject({
        text: text(),
        /** A file in public/images/bba/, 1600×900. */
        image: imageFile('bba'),
      }),
    )
    .length(4, 'the headline cycles exactly four questions'),
  examsHeading: text(),
  examsIntro: text(),
});

export type BbaHub = z.output<typeof bbaHubSchema>;
