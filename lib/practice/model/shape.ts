import type { ReactNode } from 'react';
import type { PracticeQuestion, PracticeSection, PracticeTest } from '@/lib/content/practice';
import type { QuestionMeta, SectionMeta, TestMeta } from '../engine/attempt';
import type { Keys } from '../engine/scoring';

/**
 * The one shape in which a practice test reaches the browser: the engine's outline (ids, types,
 * clocks) with every prompt, option, passage and explanation already rendered to elements, and
 * the answer keys. It extends the engine's TestMeta, so the engine, the scoring and the storage
 * take it as it is and nothing is re-joined by index. Built on the server by
 * lib/practice/build/projection.ts; only types here, so client code may import them.
 */

type Passage = NonNullable<PracticeSection['passages']>[number];

export type ProjectedQuestion = QuestionMeta &
  Pick<PracticeQuestion, 'topic' | 'difficulty'> & {
    /** Counted through the whole test, as the exam numbers questions. */
    number: number;
    passageId?: PracticeQuestion['passage'];
    prompt: ReactNode;
    /** Rendered options, in letter order; none for type-in questions. */
    options: ReactNode[];
    explanation: ReactNode;
    /** The key as a student reads it: "(B)", "42" or "any value from 2.4 to 2.5". */
    keyText: string;
  };

export type ProjectedPassage = Pick<Passage, 'id' | 'title'> & { body: ReactNode };

export type ProjectedSection = Omit<SectionMeta, 'questions'> &
  Pick<PracticeSection, 'short'> & {
    /** The section's marking in a line, e.g. '+3/−1 for MCQs; +3, no negative marking for type-in answers'. */
    marking: string;
    passages: ProjectedPassage[];
    questions: ProjectedQuestion[];
  };

export type PracticeProjection = Omit<TestMeta, 'sections'> &
  Pick<PracticeTest, 'title'> & {
    examName: string;
    questionCount: number;
    maxScore: number;
    sections: ProjectedSection[];
    /** Each question's key and marks, by question id (the browser scores the attempt itself). */
    keys: Keys;
  };
