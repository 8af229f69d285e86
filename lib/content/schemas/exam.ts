import { z } from 'zod';
import { text } from './common';

/** The six exam guides, in the order the BBA/IPM hub lists them; each is content/exams/{slug}.json. */
export const EXAM_SLUGS = ['ipmat', 'ipmat-rohtak', 'jipmat', 'set', 'npat', 'cuet'] as const;
export type ExamSlug = (typeof EXAM_SLUGS)[number];

const faqSchema = z.strictObject({ question: text(), answer: text() });

/** An exam guide page (spec section 3: BBA exam card + exam page). */
export const examSchema = z.strictObject({
  /** Short name on the card, the banner and in 'Top Colleges Accepting {name} Score'. */
  name: text(),
  /** Full name under the banner heading, e.g. 'Integrated Programme in Management Aptitude Test (IIM Indore)'. */
  fullName: text(),
  /** One or two sentences for the hub's card and the page description. */
  description: text(),
  /** Address of the page, /exam/{slug}; must match the file name. */
  link: z.string().regex(/^\/exam\/[a-z-]+$/, 'must look like /exam/ipmat'),
  overview: z.array(text()).min(1),
  /** The exam at a glance: label/value pairs such as Questions → 100. */
  keyFacts: z.array(z.strictObject({ label: text(), value: text() })).min(3),
  faqs: z.array(faqSchema).min(1),
  syllabus: z
    .array(
      z.strictObject({
        section: text(),
        topics: z.array(z.strictObject({ title: text(), details: text() })).min(1),
      }),
    )
    .min(1),
  colleges: z
    .array(
      z.strictObject({
        name: text(),
        content: z.array(text()).min(1),
        faqs: z.array(faqSchema).optional(),
      }),
    )
    .min(1),
});

export type Exam = z.output<typeof examSchema>;
