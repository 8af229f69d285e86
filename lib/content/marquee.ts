import { z } from 'zod';
import { defineDocument } from './collection';
import { siteLink } from './common';

/** content/marquee.json: the announcement banner, served as GET /api/marquee/get. An empty text hides it. */
// An empty or missing text hides the banner (the content editor leaves an emptied field out of the file).
export const marqueeSchema = z.strictObject({ text: z.string().trim().default(''), link: siteLink() });

export const marquee = defineDocument({ name: 'announcement banner', file: 'marquee.json', schema: marqueeSchema });
