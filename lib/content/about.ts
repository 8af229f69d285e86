import { z } from 'zod';
import { checkImages } from './assets';
import { defineDocument } from './collection';
import { imageFile, text } from './common';

/** content/about.json: the /about_us page. */
export const about = defineDocument({
  name: 'About page',
  file: 'about.json',
  schema: z.strictObject({
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
  }),
  check: (page, report) =>
    checkImages(
      report,
      page.founders.map((founder, index) => ({ field: `founders[${index}].photo`, publicPath: `images/founders/${founder.photo}` })),
    ),
});
