import { z } from 'zod';
import { urls } from '@/lib/urls';
import { defineCollection, type CollectionItem } from './collection';
import { faqSchema, text, topicsSchema } from './common';
import { examFactsSchema } from './examFacts';
import { markingSchemeSchema } from './marking';

/** A BBA/IPM exam guide: content/exams/{examId}.json, the page /exam/{examId}. */
export const examGuideSchema = z.strictObject({
  /** Short name on the card, the banner and in 'Top Colleges Accepting {name} Score'. */
  name: text(),
  /** Full name under the banner heading, e.g. 'Integrated Programme in Management Aptitude Test (IIM Indore)'. */
  fullName: text(),
  /** One or two sentences for the hub's card and the page description. */
  description: text(),
  overview: z.array(text()).min(1),
  /** The figures shared with the comparison on /exams (questions, duration, marking …). */
  facts: examFactsSchema,
  /** More label/value pairs for the key-facts box beyond the shared figures, e.g. Total marks → 480. */
  keyFacts: z.array(z.strictObject({ label: text(), value: text() })).default([]),
  /** How the exam marks answers; practice tests for the exam score the same way. */
  marking: markingSchemeSchema,
  faqs: z.array(faqSchema).min(1),
  syllabus: z.array(z.strictObject({ section: text(), topics: topicsSchema })).min(1),
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

/** The six exam guides, in the order the BBA/IPM hub lists them. */
export const examGuides = defineCollection({
  name: 'exam guides',
  dir: 'exams',
  schema: examGuideSchema,
  href: urls.examGuide,
  order: ['ipmat', 'ipmat-rohtak', 'jipmat', 'set', 'npat', 'cuet'],
});

export type ExamGuide = CollectionItem<typeof examGuides>;
