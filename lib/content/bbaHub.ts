import { z } from 'zod';
import { checkImages } from './assets';
import { defineDocument } from './collection';
import { imageFile, text } from './common';

/** content/bba-hub.json: the /courses/BBA page. */
export const bbaHub = defineDocument({
  name: 'BBA/IPM hub',
  file: 'bba-hub.json',
  schema: z.strictObject({
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
  }),
  check: (hub, report) =>
    checkImages(
      report,
      hub.questions.map((question, index) => ({ field: `questions[${index}].image`, publicPath: `images/bba/${question.image}` })),
    ),
});
