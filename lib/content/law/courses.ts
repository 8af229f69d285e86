import { z } from 'zod';
import { urls } from '@/lib/urls';
import { defineCollection, type CollectionItem } from '../collection';
import { text } from '../common';

/** A law course: content/law/courses/{courseId}.json, the page /courses/LAW/{courseId}. */
export const lawCourseSchema = z.strictObject({
  title: text(),
  description: text(),
  jobOpportunities: z.array(text()).min(1),
  /** Top colleges offering the course. */
  colleges: z.array(text()).min(1),
});

export const lawCourses = defineCollection({
  name: 'law courses',
  dir: 'law/courses',
  schema: lawCourseSchema,
  href: urls.lawCourse,
  order: ['BA_LLB', 'BBA_LLB', 'BSC_LLB', 'BCOM_LLB'],
});

export type LawCourse = CollectionItem<typeof lawCourses>;
