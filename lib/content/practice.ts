import crypto from 'node:crypto';
import katex from 'katex';
import { z } from 'zod';
import { shortSectionLabel } from '@/lib/practice/engine/labels';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';
import { urls } from '@/lib/urls';
import { defineCollection, type CollectionItem } from './collection';
import { text } from './common';
import { allowedDuplicates, findNearCopies, pairKey, type BankEntry } from './duplicates';
import { EXAM_IDS, examById, type ExamId } from './exams';
import { marksFor, markingSchemeSchema, type MarkingScheme } from './marking';
import { checkFullLengthShape } from './mockShape';
import { nearestTopicNames, topicByName } from './topics';

/**
 * A practice test: content/practice/{testId}.yaml, the page /practice/{testId}. YAML rather than
 * JSON because prompts, passages and explanations are Markdown with maths ($…$), which YAML block
 * text keeps readable and free of escaping.
 */

/** The topic of dated events (content/topics.yaml); anything undated is general knowledge. */
const CURRENT_AFFAIRS = 'Current affairs';

const id = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens');

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
    passages: z.array(z.strictObject({ id: id(), title: text().optional(), text: text() })).optional(),
    questions: z.array(questionSchema).min(1),
  })
  .transform((section) => ({ ...section, short: section.short ?? shortSectionLabel(section.name) }));

export type PracticeQuestion = z.output<typeof questionSchema>;
export type PracticeSection = z.output<typeof sectionSchema>;

export const practiceTests = defineCollection({
  name: 'practice tests',
  dir: 'practice',
  format: 'yaml',
  schema: z.strictObject({
    exam: z.enum(EXAM_IDS),
    /** A full-length mock at the exam's real pattern, or a shorter mini-test. */
    kind: z.enum(['full-length', 'mini']).default('mini'),
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
  derive: (test, report) => {
    const seen = new Set<string>();
    const shorts = new Set<string>();
    test.sections.forEach((section, s) => {
      if (shorts.has(section.short))
        report(`sections[${s}].short`, `"${section.short}" is another section's label too; set a different short label`);
      shorts.add(section.short);
      if (section.short.length > 8) report(`sections[${s}].short`, `"${section.short}" is longer than 8 characters; set a shorter label`);
    });
    test.sections.forEach((section, s) => {
      const passages = new Set((section.passages ?? []).map((passage) => passage.id));
      const used = new Set<string>();
      if (section.lockOnTimeUp && !section.timeLimitMinutes)
        report(`sections[${s}].lockOnTimeUp`, 'needs timeLimitMinutes: a section locks when its time ends');
      section.questions.forEach((question, q) => {
        const field = `sections[${s}].questions[${q}]`;
        if (!topicByName(question.topic)) {
          const near = nearestTopicNames(question.topic);
          report(
            `${field}.topic`,
            `"${question.topic}" is not a topic of content/topics.yaml${near.length ? ` (did you mean ${near.map((name) => `"${name}"`).join(' or ')}?)` : ''}`,
          );
        }
        if (seen.has(question.id)) report(`${field}.id`, `"${question.id}" is used twice in this test`);
        seen.add(question.id);
        if (question.passage) {
          used.add(question.passage);
          if (!passages.has(question.passage))
            report(`${field}.passage`, `"${question.passage}" is not a passage of section "${section.id}"`);
        }
        if (question.type === 'mcq' && OPTION_LETTERS.indexOf(question.answer) >= question.options.length) {
          report(`${field}.answer`, `${question.answer} is not one of the ${question.options.length} options`);
        }
        if (question.type === 'numeric' && typeof question.answer !== 'number' && question.answer.min > question.answer.max) {
          report(`${field}.answer`, 'min must not be more than max');
        }
        const stated = statedAnswer(question.explanation);
        if (stated === null)
          report(`${field}.explanation`, 'must end with the line **Answer: …** (the key, e.g. **Answer: (B)** or **Answer: 42**)');
        else if (!answerMatches(question, stated))
          report(`${field}.explanation`, `ends with "Answer: ${stated}" but the key is ${JSON.stringify(question.answer)}`);
      });
      for (const passage of passages) if (!used.has(passage)) report(`sections[${s}].passages`, `passage "${passage}" has no question`);
    });
    test.sections.forEach((section, s) => {
      (section.passages ?? []).forEach((passage, p) => checkMath(passage.text, `sections[${s}].passages[${p}].text`, report));
      section.questions.forEach((question, q) => {
        const field = `sections[${s}].questions[${q}]`;
        checkMath(question.prompt, `${field}.prompt`, report);
        checkMath(question.explanation, `${field}.explanation`, report);
        if (question.type === 'mcq') question.options.forEach((option, o) => checkMath(option, `${field}.options[${o}]`, report));
      });
    });
    // Current affairs date: a section that promises them holds dated events, and each such question
    // says the date it describes (a year in its prompt or its passage); static facts are general knowledge.
    test.sections.forEach((section, s) => {
      const passages = new Map((section.passages ?? []).map((passage) => [passage.id, passage.text]));
      const dated = section.questions.filter((question) => question.topic === CURRENT_AFFAIRS);
      if (/current affairs/i.test(section.name) && dated.length === 0)
        report(
          `sections[${s}].name`,
          `"${section.name}" promises current affairs, but no question is on a dated event (topic "${CURRENT_AFFAIRS}"): name the section "General Knowledge"`,
        );
      section.questions.forEach((question, q) => {
        if (question.topic !== CURRENT_AFFAIRS) return;
        const text = `${question.prompt}\n${question.passage ? (passages.get(question.passage) ?? '') : ''}`;
        if (!/\b(?:19|20)\d\d\b/.test(text))
          report(
            `sections[${s}].questions[${q}].topic`,
            'a current-affairs question says the date it describes (a year in its prompt or passage)',
          );
      });
    });
    const limits = test.sections.map((section) => section.timeLimitMinutes);
    const timed = limits.filter((limit): limit is number => limit !== undefined);
    if (timed.length > 0 && timed.length < limits.length) report('sections', 'give every section a timeLimitMinutes, or none');
    if (timed.length === limits.length && timed.reduce((sum, limit) => sum + limit, 0) !== test.durationMinutes) {
      report('durationMinutes', `must be ${timed.reduce((sum, limit) => sum + limit, 0)}, the sum of the sections' limits`);
    }
    const scheme = examById(test.exam).marking;
    test.sections.forEach((section, s) => {
      if (section.questions.some((question) => question.type === 'numeric') && !(section.marking ?? scheme).numeric) {
        report(
          `sections[${s}]`,
          `has type-in questions, but ${test.exam.toUpperCase()}'s marking has no numeric scheme; give the section its own marking`,
        );
      }
    });
    // A full-length mock is the exam's real pattern: its shape must equal the exam's facts and marking.
    if (test.kind === 'full-length') checkFullLengthShape(test, examById(test.exam), report);
    return { version: contentVersion(test.sections) };
  },
  // No question of the bank may repeat another (lib/content/duplicates.ts).
  checkAll: (tests, report) => checkNoRepeats(tests, report),
  alsoReads: [allowedDuplicates.file],
});

export type PracticeTest = CollectionItem<typeof practiceTests>;

/** Every $…$ formula must be one KaTeX can typeset; the build renders them all. */
function checkMath(markdown: string, field: string, report: (field: string, message: string) => void) {
  for (const [, formula] of markdown.matchAll(/\$([^$]+)\$/g)) {
    try {
      katex.renderToString(formula, { throwOnError: true, output: 'mathml', strict: 'ignore' });
    } catch (error) {
      report(field, `cannot typeset $${formula}$: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/** The key an explanation states on its last line: 'B' from **Answer: (B)**, '42' from **Answer: 42**. */
export function statedAnswer(explanation: string): string | null {
  const match = explanation.trim().match(/\*\*Answer: (?:\(([A-E])\)|(-?[\d,]*\.?\d+))\*\*$/);
  if (!match) return null;
  return match[1] ?? match[2].replace(/,/g, '');
}

function answerMatches(question: PracticeQuestion, stated: string): boolean {
  if (question.type === 'mcq') return stated === question.answer;
  const value = Number(stated);
  return typeof question.answer === 'number' ? value === question.answer : value >= question.answer.min && value <= question.answer.max;
}

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

/**
 * The order in which copies are judged: the first of a pair stays and the later one is reported.
 * Mini-tests came before the full-length mocks; within each kind, exams in the site's order, then
 * tests by number (cuet-practice-1 before cuet-practice-2).
 */
function bankOrder(a: { id: string; kind: string; exam: ExamId }, b: { id: string; kind: string; exam: ExamId }): number {
  return (
    Number(a.kind === 'full-length') - Number(b.kind === 'full-length') ||
    EXAM_IDS.indexOf(a.exam) - EXAM_IDS.indexOf(b.exam) ||
    a.id.localeCompare(b.id, 'en', { numeric: true })
  );
}

type CheckedTest = { id: string; kind: string; exam: ExamId; sections: PracticeSection[] };

/** The bank as the duplicate check reads it, with where each entry sits (test and field). */
export function bankEntries(tests: readonly CheckedTest[]): (BankEntry & { test: string; field: string })[] {
  return [...tests].sort(bankOrder).flatMap((test) =>
    test.sections.flatMap((section, s) => [
      ...(section.passages ?? []).map((passage, p) => ({
        key: `${test.id}/passage/${passage.id}`,
        prompt: passage.text,
        test: test.id,
        field: `sections[${s}].passages[${p}]`,
      })),
      ...section.questions.map((question, q) => ({
        key: `${test.id}/${question.id}`,
        ...(question.passage ? { passage: `${test.id}/${question.passage}` } : {}),
        prompt: question.prompt,
        ...(question.type === 'mcq' ? { options: question.options } : {}),
        test: test.id,
        field: `sections[${s}].questions[${q}]`,
      })),
    ]),
  );
}

function checkNoRepeats(tests: readonly CheckedTest[], report: (id: string, field: string, message: string, file?: string) => void) {
  const entries = bankEntries(tests);
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const allowed = allowedDuplicates.get().allowed;
  const allowedPairs = new Set(allowed.map((entry) => pairKey(...entry.pair)));
  const found = findNearCopies(entries);
  const foundPairs = new Set(found.map((copy) => pairKey(copy.a, copy.b)));
  for (const copy of found) {
    if (allowedPairs.has(pairKey(copy.a, copy.b))) continue;
    const later = byKey.get(copy.b)!;
    const first = byKey.get(copy.a)!;
    const excerpt = first.prompt.replace(/\s+/g, ' ').trim().slice(0, 70);
    report(
      later.test,
      later.field,
      `repeats ${copy.a} ("${excerpt}…"; ${copy.why}): write an original ${copy.b.includes('/passage/') ? 'passage' : 'question'} in its place, or, if the repeat is deliberate, list the pair with its reason in content/${allowedDuplicates.file}`,
    );
  }
  // The list holds only pairs that exist and are still alike, so it never hides a future copy.
  allowed.forEach((entry, index) => {
    const missing = entry.pair.filter((key) => !byKey.has(key));
    if (missing.length)
      report(
        '',
        `allowed[${index}].pair`,
        `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not in content/practice`,
        allowedDuplicates.file,
      );
    else if (!foundPairs.has(pairKey(...entry.pair)))
      report('', `allowed[${index}].pair`, 'these are no longer alike: remove the entry', allowedDuplicates.file);
  });
}
