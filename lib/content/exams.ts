import path from 'node:path';
import { z } from 'zod';
import { urls } from '@/lib/urls';
import { defineCollection, defineDocument, type CollectionItem } from './collection';
import { faqSchema, text, topicsSchema } from './common';
import { ContentError, type ContentIssue } from './errors';
import { examFactsSchema } from './examFacts';
import { listContent, resolveContent } from './load';
import { markingSchemeSchema } from './marking';
import { displayPath } from './paths';

/**
 * The one exam model. Every exam, whichever stream it belongs to, has the fields of
 * `examSchema`; each stream's schema extends it with what only that stream's page shows. The
 * editors' files stay where they were (content/mba/cat.json, content/law/exams/, content/exams/);
 * the index below (`allExams`, `examById`, `examsOfStream`) gives them all in one shape.
 */

/** A syllabus section and its topics: tabs on a BBA/IPM guide, rows of the table on a law exam page. */
export const syllabusSectionSchema = z.strictObject({ section: text(), topics: topicsSchema });
export type SyllabusSection = z.output<typeof syllabusSectionSchema>;

/** What every exam has. */
export const examSchema = z.strictObject({
  /** Short name: 'CLAT', 'IPMAT'; the facts box is '{name} at a glance'. */
  name: text(),
  /** Full name: 'Common Law Admission Test'. */
  fullName: text(),
  /** One or two sentences for the page description (and the card or lead paragraph). */
  description: text(),
  /** The figures shared with the comparison on /exams (questions, duration, months …). */
  facts: examFactsSchema,
  /** How the exam marks answers; practice tests for the exam score the same way. */
  marking: markingSchemeSchema,
  /**
   * The name the practice list and invitations give the exam's tests where the short name alone is
   * ambiguous ("CUET (private universities)", not NTA's CUET-UG), with one line saying how it differs.
   */
  practiceName: text().optional(),
  practiceNote: text().optional(),
  faqs: z.array(faqSchema).min(1),
  syllabus: z.array(syllabusSectionSchema).min(1),
});

/**
 * CAT: content/mba/cat.json. Its page is the MBA guide 'What is CAT' (Markdown), which tells its
 * description, FAQs and syllabus in prose, so the file need not repeat them.
 */
export const catExamSchema = examSchema.partial({ description: true, faqs: true, syllabus: true });

/** A law entrance exam: content/law/exams/{examId}.json, the page /courses/LAW/exams/{examId}. */
export const lawExamSchema = examSchema;

/** A BBA/IPM exam guide: content/exams/{examId}.json, the page /exam/{examId}. */
export const ipmExamSchema = examSchema.extend({
  overview: z.array(text()).min(1),
  /** More label/value pairs for the key-facts box beyond the shared figures, e.g. Total marks → 480. */
  keyFacts: z.array(z.strictObject({ label: text(), value: text() })).default([]),
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

export const catExam = defineDocument({ name: 'CAT exam facts', file: 'mba/cat.json', schema: catExamSchema });

export const lawExams = defineCollection({
  name: 'law exams',
  dir: 'law/exams',
  schema: lawExamSchema,
  href: urls.lawExam,
  order: ['clat', 'ailet', 'slat'],
  /** The page's heading and the cards' and breadcrumb's name: 'CLAT (Common Law Admission Test)'. */
  derive: (exam) => ({ title: `${exam.name} (${exam.fullName})` }),
});

/** The six exam guides, in the order the BBA/IPM hub lists them. */
export const examGuides = defineCollection({
  name: 'exam guides',
  dir: 'exams',
  schema: ipmExamSchema,
  href: urls.examGuide,
  order: ['ipmat', 'ipmat-rohtak', 'jipmat', 'set', 'npat', 'cuet'],
});

export type CatExam = z.output<typeof catExamSchema>;
export type LawExam = CollectionItem<typeof lawExams>;
export type ExamGuide = CollectionItem<typeof examGuides>;

/** Every entrance exam the site covers; check:content fails when these and the files disagree. */
export const EXAM_IDS = ['cat', 'clat', 'ailet', 'slat', 'ipmat', 'ipmat-rohtak', 'jipmat', 'set', 'npat', 'cuet'] as const;
export type ExamId = (typeof EXAM_IDS)[number];
export const STREAMS = ['mba', 'law', 'ipm'] as const;
export type Stream = (typeof STREAMS)[number];

export const isExamId = (id: string): id is ExamId => (EXAM_IDS as readonly string[]).includes(id);

/** An exam of any stream, with its id, stream and page address; `stream` tells which fields it has beyond the base. */
export type Exam = { id: ExamId; href: string } & (
  ({ stream: 'mba' } & CatExam) | ({ stream: 'law' } & LawExam) | ({ stream: 'ipm' } & ExamGuide)
);

/**
 * The ten exams in the order the site presents them: MBA, law, then IPM/BBA. Throws a ContentError
 * naming the file or EXAM_IDS when the ids and the files disagree (see checkExamIds).
 */
export function allExams(): Exam[] {
  const problems = checkExamIds();
  if (problems.length) throw new ContentError(problems);
  const withId = <T extends { id: string }>(exam: T) => ({ ...exam, id: exam.id as ExamId });
  return [
    { ...catExam.get(), id: 'cat', stream: 'mba', href: urls.mbaGuide('what-is-cat') },
    ...lawExams.all().map((exam) => ({ ...withId(exam), stream: 'law' as const })),
    ...examGuides.all().map((exam) => ({ ...withId(exam), stream: 'ipm' as const })),
  ];
}

export function examById(id: ExamId): Exam {
  return allExams().find((exam) => exam.id === id)!;
}

/** The exam's content file, as check messages name it: content/mba/cat.json, content/law/exams/clat.json … */
export function examFile(exam: Pick<Exam, 'id' | 'stream'>): string {
  if (exam.stream === 'mba') return `content/${catExam.file}`;
  return `content/${exam.stream === 'law' ? lawExams.dir : examGuides.dir}/${exam.id}.json`;
}

export function examsOfStream<S extends Stream>(stream: S): Extract<Exam, { stream: S }>[] {
  return allExams().filter((exam): exam is Extract<Exam, { stream: S }> => exam.stream === stream);
}

/**
 * For check:content: every file of an exam folder is named by an id in EXAM_IDS, and every id has
 * exactly one file. Reads only the folders' file names, so it reports even when a file is invalid.
 */
export function checkExamIds(): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const fileOf = new Map<string, string>([['cat', catExam.file]]);
  for (const collection of [lawExams, examGuides]) {
    let files: string[];
    try {
      files = listContent(collection.dir, '.json');
    } catch (error) {
      if (error instanceof ContentError) continue; // the collection's own check reports a missing folder
      throw error;
    }
    for (const file of files) {
      const id = path.basename(file, '.json');
      const shown = displayPath(resolveContent(file));
      if (!isExamId(id)) {
        issues.push({
          file: shown,
          field: '(file name)',
          message: `"${id}" is not an exam id: add it to EXAM_IDS in lib/content/exams.ts`,
        });
      } else if (fileOf.has(id)) {
        issues.push({
          file: shown,
          field: '(file name)',
          message: `exam "${id}" already has ${displayPath(resolveContent(fileOf.get(id)!))}`,
        });
      } else {
        fileOf.set(id, file);
      }
    }
  }
  for (const id of EXAM_IDS.filter((examId) => !fileOf.has(examId))) {
    issues.push({
      file: 'lib/content/exams.ts',
      field: 'EXAM_IDS',
      message: `"${id}" has no content file: add content/${lawExams.dir}/${id}.json or content/${examGuides.dir}/${id}.json, or remove the id`,
    });
  }
  return issues;
}
