import { z } from 'zod';
import { defineDocument } from './collection';
import { siteLink } from './common';

/** content/marquee.json: the announcement banner, served as GET /api/marquee/get. An empty text hides it. */
export const marquee = defineDocument({
  name: 'announcement banner',
  file: 'marquee.json',
  schema: z.strictObject({ text: z.string().trim(), link: siteLink() }),
});
