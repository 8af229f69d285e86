import './zodInBrowser';
import { z } from 'zod';
import { text } from './common';

/** Law course (spec section 3): content/law/courses/{courseId}.json. */
export const lawCourseSchema = z.strictObject({
  title: text(),
  /** The page's address, /courses/LAW/{courseId}; must match the file name. */
  path: z.string().regex(/^\/courses\/LAW\/[\w-]+$/, 'must look like /courses/LAW/BA_LLB'),
  description: text(),
  jobOpportunities: z.array(text()).min(1),
  /** Top colleges offering the course. */
  colleges: z.array(text()).min(1),
});

export type LawCourse = z.output<typeof lawCourseSchema>;

const faqSchema = z.strictObject({
  question: text(),
  /** May span several lines; each line is shown as its own paragraph. */
  answer: text(),
});

/** Law exam (spec section 3): content/law/exams/{examId}.json. */
export const lawExamSchema = z.strictObject({
  title: text(),
  path: z.string().regex(/^\/courses\/LAW\/exams\/[\w-]+$/, 'must look like /courses/LAW/exams/clat'),
  description: text(),
  faqs: z.array(faqSchema).min(1),
  syllabus: z
    .array(
      z.strictObject({
        category: text(),
        topics: z.array(z.strictObject({ title: text(), details: text() })).min(1),
      }),
    )
    .min(1),
});

export type LawExam = z.output<typeof lawExamSchema>;

const count = z.number().int().nonnegative();

/** A row of a college's seat table; each college has its own set of columns. */
export const categorySeatSchema = z.strictObject({
  category: text(),
  percentage: z.union([z.number().nonnegative(), text()]).optional(),
  seats: count.optional(),
  totalSeats: count.optional(),
  seatsForAllIndiaCandidates: count.optional(),
  seatsForTelanganaResidents: count.optional(),
  seatsForAllIndia: count.optional(),
  seatsForWestBengal: count.optional(),
});

export type CategorySeat = z.output<typeof categorySeatSchema>;

/** Law college (spec section 3): content/law/colleges/{collegeId}.json. Every section but the first three is optional. */
export const lawCollegeSchema = z.strictObject({
  name: text(),
  path: z.string().regex(/^\/courses\/LAW\/colleges\/[\w-]+$/, 'must look like /courses/LAW/colleges/NLSIU'),
  description: text(),
  admissionProcess: text().optional(),
  eligibility: z.array(text()).min(1).optional(),
  totalIntake: z.union([count, text()]).optional(),
  categorySeats: z.array(categorySeatSchema).min(1).optional(),
  additionalReservation: z.array(text()).min(1).optional(),
  courseStructure: text().optional(),
  feeStructure: text().optional(),
  placement: text().optional(),
});

export type LawCollege = z.output<typeof lawCollegeSchema>;

/** content/law/page.json: the /courses/LAW page's own text and the exam fee table. */
export const lawPageSchema = z.strictObject({
  title: z.literal('Law Programs & Entrance Exams'),
  intro: z.strictObject({ heading: text(), paragraphs: z.array(text()).min(1), facts: z.array(text()).min(1) }),
  courses: z.strictObject({ heading: text(), intro: text() }),
  exams: z.strictObject({ heading: text(), intro: text() }),
  colleges: z.strictObject({ heading: text(), intro: text() }),
  examFees: z.strictObject({
    caption: text(),
    rows: z.array(z.strictObject({ exam: text(), category: text(), fee: text() })).min(1),
    note: text().optional(),
  }),
});

export type LawPage = z.output<typeof lawPageSchema>;
