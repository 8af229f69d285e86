import type { ReactNode } from 'react';
import type { KeyErratum, Keys } from './key';
import type { Difficulty, QuestionMeta, SectionMeta, TestMeta } from './outline';

/**
 * The one shape in which a practice test reaches the browser: the engine's outline (ids, types,
 * clocks) with every prompt, option, passage and explanation already rendered to elements, and
 * the answer keys. It extends the engine's TestMeta, so the engine, the scoring and the storage
 * take it as it is and nothing is re-joined by index. Built on the server by
 * lib/practice/build/projection.ts; only types here, so client code may import them.
 */

export type ProjectedQuestion = QuestionMeta & {
  /** A name of content/topics.yaml. */
  topic: string;
  difficulty: Difficulty;
  /** Counted through the whole test, as the exam numbers questions. */
  number: number;
  /** The id of the section's passage (or data set) the question is about. */
  passageId?: string;
  prompt: ReactNode;
  /** Rendered options, in letter order; none for type-in questions. */
  options: ReactNode[];
  explanation: ReactNode;
  /** The key as a student reads it: "(B)", "42" or "any value from 2.4 to 2.5". */
  keyText: string;
};

export type ProjectedPassage = { id: string; title?: string; body: ReactNode };

export type ProjectedSection = Omit<SectionMeta, 'questions'> & {
  /** The label on the exam frame's section switcher (./sectionLabel.ts). */
  short: string;
  /** The section's marking in a line, e.g. '+3/−1 for MCQs; +3, no negative marking for type-in answers'. */
  marking: string;
  passages: ProjectedPassage[];
  questions: ProjectedQuestion[];
};

export type PracticeProjection = Omit<TestMeta, 'sections'> & {
  title: string;
  examName: string;
  questionCount: number;
  maxScore: number;
  sections: ProjectedSection[];
  /** Each question's key and marks, by question id (the browser scores the attempt itself). */
  keys: Keys;
  /** The exam screen's own basic calculator, where the real exam's has one (its facts' onScreenCalculator). */
  calculator: boolean;
  /** Whether a timed section may be ended before its time is up (not on the CAT's screen: its facts' sectionEndsOnlyAtTime). */
  endSectionEarly: boolean;
  /** The exam's official compensatory time (its facts' compensatoryTime), or null where none is known. */
  compensatoryTime: { minutesPerHour: number; rule: string; source: string; cycle: string } | null;
  /** Whether the real exam is taken on paper (its facts' penAndPaper): the instructions offer paper mode first. */
  paperFirst: boolean;
  /**
   * The test's key corrections (content/errata.yaml), oldest first: attempts saved before one are
   * re-scored when shown (engine/rescore.ts). A key is not part of the test's version, so those
   * attempts stay openable.
   */
  keyErrata: KeyErratum[];
};
