import type { Key } from './key';
import type { Difficulty, QuestionType, TestMeta } from './outline';

/**
 * What the build publishes for the mistake notebook, topic drills and the analysis
 * (lib/practice/build/bank.ts writes it; the browser fetches it on demand, the service worker keeps
 * it). Types only, so client code may import them.
 *
 * - /practice/bank/index.json: every test's outline with each question's topic and key (small: the
 *   analysis and the "due today" count need no question text);
 * - /practice/bank/{exam}.json: that exam's questions, already rendered to HTML (KaTeX as MathML).
 */

export const BANK_FORMAT = 1;

/** A question anywhere on the site: "{testId}/{questionId}". */
export type QuestionRef = `${string}/${string}`;

export const questionRef = (testId: string, questionId: string): QuestionRef => `${testId}/${questionId}`;
export const testIdOf = (ref: string) => ref.slice(0, ref.indexOf('/'));

/** A full-length mock, a sectional test (one section of the exam at its real size) or a mini-test. */
export const TEST_KINDS = ['full-length', 'sectional', 'mini'] as const;
export type TestKind = (typeof TEST_KINDS)[number];

export type IndexedQuestion = { id: string; topic: string; key: Key };

/** A section with its clock (as in the content), so a saved attempt can be read against it. */
export type IndexedSection = {
  id: string;
  name: string;
  timeLimitMinutes?: number;
  lockOnTimeUp?: boolean;
  questions: IndexedQuestion[];
};

export type IndexedTest = {
  id: string;
  exam: string;
  title: string;
  kind: TestKind;
  version: string;
  href: string;
  durationMinutes: number;
  /** The exam's pace in this test: its duration over its questions. */
  secondsPerQuestion: number;
  sections: IndexedSection[];
};

export type BankIndex = {
  format: typeof BANK_FORMAT;
  exams: { id: string; name: string }[];
  topics: { id: string; name: string }[];
  tests: IndexedTest[];
};

export type BankQuestion = {
  ref: QuestionRef;
  testId: string;
  section: string;
  topic: string;
  difficulty: Difficulty;
  type: QuestionType;
  /** HTML made at build from the content's Markdown; never text from a server or a visitor. */
  prompt: string;
  options: string[];
  explanation: string;
  keyText: string;
  /** "{testId}/{passageId}" in the bank's passages. */
  passage?: string;
};

export type ExamBank = {
  format: typeof BANK_FORMAT;
  exam: string;
  passages: Record<string, { title?: string; html: string }>;
  questions: BankQuestion[];
};

/**
 * The engine's outline of an indexed test (ids, types, clocks): what a card on the list of tests
 * reads a saved attempt against, fetched with the index only on a device that has one, so the
 * list's HTML need not carry every test's questions.
 */
export function outlineFromIndex(test: IndexedTest): TestMeta {
  return {
    id: test.id,
    version: test.version,
    durationMinutes: test.durationMinutes,
    sections: test.sections.map(({ id, name, timeLimitMinutes, lockOnTimeUp, questions }) => ({
      id,
      name,
      timeLimitMinutes,
      lockOnTimeUp,
      questions: questions.map((question) => ({ id: question.id, type: question.key.type })),
    })),
  };
}

/** A question found in the index: its test, itself, its section's name and its number as the test shows it. */
export type IndexEntry = { test: IndexedTest; question: IndexedQuestion; section: string; number: number };

/** ref → its test and question, for looking answers up against the keys. */
export type QuestionLookup = { get(ref: string): IndexEntry | undefined; has(ref: string): boolean };

/**
 * The lookup is built one test at a time, on first use: a student's answers touch a few of the
 * bank's tests, and indexing all of its questions up front was a noticeable share of opening the
 * notebook on a slow phone.
 */
export function lookupOf(index: BankIndex): QuestionLookup {
  const tests = new Map(index.tests.map((test) => [test.id, test]));
  const byTest = new Map<string, Map<string, IndexEntry>>();
  const entriesOf = (testId: string) => {
    let entries = byTest.get(testId);
    if (!entries) {
      entries = new Map();
      const test = tests.get(testId);
      // Numbered through the whole test, as the exam screen and the review number questions.
      let number = 0;
      if (test)
        for (const section of test.sections)
          for (const question of section.questions) entries.set(question.id, { test, question, section: section.name, number: ++number });
      byTest.set(testId, entries);
    }
    return entries;
  };
  const get = (ref: string) => {
    const slash = ref.indexOf('/');
    return slash < 0 ? undefined : entriesOf(ref.slice(0, slash)).get(ref.slice(slash + 1));
  };
  return { get, has: (ref) => get(ref) !== undefined };
}
