import { z } from 'zod';
import { defineDocument } from './collection';
import { text } from './common';

const pageText = z.strictObject({
  title: text(),
  /** The tab's and search results' title, where it is not the heading. */
  metaTitle: text().optional(),
  /** The line above the heading. */
  eyebrow: text().optional(),
  /** What search results and shared links show: about 160 characters of it. */
  description: text(),
  /** The paragraph under the heading. */
  lead: text(),
  /** The closing 'Enroll Now' band, with its usual words where these are left out; none without it. */
  cta: z.strictObject({ heading: text().optional(), text: text().optional() }).optional(),
});

/** The pages of content/pages.json, by their names in lib/urls.ts. */
const PAGE_NAMES = [
  'practice',
  'mistakes',
  'topics',
  'drill',
  'progress',
  'errata',
  'exams',
  'blogs',
  'search',
  'games',
  'sudoku',
  'wordMaze',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** content/pages.json: the header and search-result texts of the pages without a content file of their own. */
export const pageTexts = defineDocument({
  name: 'Page texts',
  file: 'pages.json',
  schema: z.record(z.enum(PAGE_NAMES), pageText),
});
