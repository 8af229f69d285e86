import crypto from 'node:crypto';
import { z } from 'zod';
import { TEST_KINDS } from '@/lib/practice/model/bank';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import type { Difficulty, QuestionMeta, SectionMeta, TestMeta } from '@/lib/practice/model/outline';
import { shortSectionLabel } from '@/lib/practice/model/sectionLabel';
import { urls } from '@/lib/urls';
import { defineCollection, type CollectionItem } from './collection';
import { httpsUrl, text } from './common';
import { EXAM_IDS, examById } from './exams';
import { CURRENT_AFFAIRS } from './topics';
import { marksFor, markingSchemeSchema, type MarkingScheme } from './marking';

/**
 * A practice test: content/practice/{testId}.yaml, the page /practice/{testId}. YAML rather than
 * JSON because prompts, passages and explanations are Markdown with maths ($…$), which YAML block
 * text keeps readable and free of escaping.
 *
 * Loading parses a file and fills in what the pages need; what the schema cannot say (answers that
 * match their explanations, maths KaTeX can typeset, a mock at its exam's pattern, no repeats …) is
 * checked once, by check:content and at the start of the build (lib/practice/checks), not by every
 * process that loads a test.
 */

const id = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens');

/** A calendar date, YYYY-MM-DD. */
const isoDate = () => z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/**
 * Where a current-affairs passage or question comes from: a public page (found and read, never
 * written from memory), the page's date and the date of the event it reports. check:content requires
 * one for every current-affairs question (on the question or its passage) and warns when the event
 * is more than 18 months old.
 */
const sourceSchema = z.strictObject({
  url: httpsUrl(),
  /** The page's own date. */
  published: isoDate(),
  /** When the event happened (its first day, for an event of several days). */
  event: isoDate(),
});

const questionBase = {
  id: id(),
  /** The id of a passage (or data set) of the same section that the question is about. */
  passage: id().optional(),
  /** Markdown; maths between $…$. */
  prompt: text(),
  /** A worked solution in Markdown, ending with the line **Answer: …**. */
  explanation: text(),
  /** One name from content/topics.yaml, so drills and the analysis add up across exams. */
  topic: text(),
  /** A finer label of the writer's own (e.g. "Reading comprehension – inference"); shown, not counted. */
  subtopic: text().optional(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  /** For a current-affairs question whose passage does not give one. */
  source: sourceSchema.optional(),
};

const mcqSchema = z.strictObject({
  ...questionBase,
  type: z.literal('mcq'),
  options: z.array(text()).min(4, 'needs 4 or 5 options').max(5, 'needs 4 or 5 options'),
  /** The letter of the one correct option. */
  answer: z.enum(OPTION_LETTERS),
});

const numericSchema = z.strictObject({
  ...questionBase,
  type: z.literal('numeric'),
  /** The exact value, or the accepted range (inclusive). */
  answer: z.union([z.number(), z.strictObject({ min: z.number(), max: z.number() })]),
});

const questionSchema = z.discriminatedUnion('type', [mcqSchema, numericSchema]);

const sectionSchema = z
  .strictObject({
    id: id(),
    name: text(),
    /**
     * The label on the exam frame's section switcher (one row at 320 px, so at most 8 characters);
     * defaults to the name's initials (VARC, DILR, QA), see shortSectionLabel.
     */
    short: text().max(8, 'must be at most 8 characters: the section switcher fits one row on a 320 px phone').optional(),
    /** Minutes for this section; the test then runs its sections one after another. */
    timeLimitMinutes: z.number().int().positive().optional(),
    /** Whether the section closes (and the next opens) when its time ends. */
    lockOnTimeUp: z.boolean().optional(),
    /** Marks for this section's questions, if not the exam's own scheme. */
    marking: markingSchemeSchema.optional(),
    passages: z.array(z.strictObject({ id: id(), title: text().optional(), text: text(), source: sourceSchema.optional() })).optional(),
    questions: z.array(questionSchema).min(1),
  })
  .transform((section) => ({ ...section, short: section.short ?? shortSectionLabel(section.name) }));

/**
 * `T`, which must fit `U`: the content's types are checked at compile time against the plain
 * outline the engine runs on (lib/practice/model/outline.ts), so the schema and the model cannot drift.
 */
type Fitting<T extends U, U> = T;

export type PracticeQuestion = Fitting<z.output<typeof questionSchema>, QuestionMeta & { topic: string; difficulty: Difficulty }>;
export type PracticeSection = Fitting<z.output<typeof sectionSchema>, SectionMeta & { short: string }>;

export const practiceTests = defineCollection({
  name: 'practice tests',
  dir: 'practice',
  format: 'yaml',
  schema: z.strictObject({
    exam: z.enum(EXAM_IDS),
    /**
     * A full-length mock at the exam's real pattern; a sectional test, one section of the exam at its
     * real size, time and marking; or a shorter mini-test.
     */
    kind: z.enum(TEST_KINDS).default('mini'),
    title: text(),
    /** One sentence for the list of tests. */
    description: text(),
    /** The whole test; equal to the sum of the sections' limits when every section has one. */
    durationMinutes: z.number().int().positive(),
    /** Markdown: the rules a student reads before starting. */
    instructions: text(),
    sections: z.array(sectionSchema).min(1),
  }),
  href: urls.practiceTest,
  order: (a, b) => EXAM_IDS.indexOf(a.exam) - EXAM_IDS.indexOf(b.exam) || a.title.localeCompare(b.title),
  derive: (test) => ({ version: contentVersion(test.sections) }),
});

export type PracticeTest = Fitting<CollectionItem<typeof practiceTests>, TestMeta & { title: string }>;

/**
 * A short fingerprint of what a saved attempt depends on (sections, questions, their types and
 * options, time limits). A saved attempt from another version is not resumed.
 */
function contentVersion(sections: z.output<typeof sectionSchema>[]): string {
  const shape = sections.map((section) => [
    section.id,
    section.timeLimitMinutes ?? 0,
    section.lockOnTimeUp ?? false,
    section.questions.map((question) => [question.id, question.type, question.type === 'mcq' ? question.options.length : 0]),
  ]);
  return crypto.createHash('sha256').update(JSON.stringify(shape)).digest('base64url').slice(0, 12);
}

/** A section's marking: its own, or else the exam's. */
export function sectionScheme(test: PracticeTest, section: PracticeSection): MarkingScheme {
  return section.marking ?? examById(test.exam).marking;
}

/** The highest score the test allows, by its marking. */
export function maxScore(test: PracticeTest): number {
  return test.sections.reduce(
    (sum, section) =>
      sum + section.questions.reduce((total, question) => total + marksFor(sectionScheme(test, section), question.type).correct, 0),
    0,
  );
}

export const questionCount = (test: PracticeTest) => test.sections.reduce((sum, section) => sum + section.questions.length, 0);

export type Source = z.output<typeof sourceSchema>;

/**
 * Every current-affairs question of a test with its source: its own, or else its passage's. `question`
 * is the question's `source` field; `field` is where the source it has is written (the passage's for
 * a passage's source); `source` is undefined when neither names one.
 */
export function currentAffairsSources(test: PracticeTest): { question: string; field: string; source?: Source }[] {
  return test.sections.flatMap((section, s) =>
    section.questions.flatMap((question, q) => {
      if (question.topic !== CURRENT_AFFAIRS) return [];
      const own = `sections[${s}].questions[${q}].source`;
      if (question.source) return [{ question: own, field: own, source: question.source }];
      const p = (section.passages ?? []).findIndex((passage) => passage.id === question.passage);
      const source = p < 0 ? undefined : section.passages![p].source;
      return [{ question: own, field: source ? `sections[${s}].passages[${p}].source` : own, source }];
    }),
  );
}
