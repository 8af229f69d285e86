import { z } from 'zod';
import { urls } from '@/lib/urls';
import { defineCollection, type CollectionItem } from '../collection';
import { faqSchema, text, topicsSchema } from '../common';
import { examFactsSchema } from '../examFacts';
import { markingSchemeSchema } from '../marking';

/** A law entrance exam: content/law/exams/{examId}.json, the page /courses/LAW/exams/{examId}. */
export const lawExamSchema = z.strictObject({
  title: text(),
  description: text(),
  /** How the exam marks answers; practice tests for the exam score the same way. */
  marking: markingSchemeSchema,
  /** The figures shared with the comparison on /exams. */
  facts: examFactsSchema,
  faqs: z.array(faqSchema).min(1),
  syllabus: z.array(z.strictObject({ category: text(), topics: topicsSchema })).min(1),
});

export const lawExams = defineCollection({
  name: 'law exams',
  dir: 'law/exams',
  schema: lawExamSchema,
  href: urls.lawExam,
  order: ['clat', 'ailet', 'slat'],
});

export type LawExam = CollectionItem<typeof lawExams>;
