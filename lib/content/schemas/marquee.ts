import { z } from 'zod';
import { siteLink } from './common';

/** The announcement banner, served as GET /api/marquee/get. An empty text hides the banner. */
export const marqueeSchema = z.strictObject({
  text: z.string().trim(),
  link: siteLink(),
});

export type Marquee = z.output<typeof marqueeSchema>;
