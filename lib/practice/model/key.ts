import type { QuestionType } from './outline';

/** Marks for one kind of question: what a correct and a wrong answer score (skipped always scores 0). */
export type Marks = { correct: number; wrong: number };

/** A type-in question's key: the exact value, or the accepted range (inclusive). */
export type NumericAnswer = number | { min: number; max: number };

export type Key = {
  type: QuestionType;
  /** The option letter (any string, so a key need not be narrowed to A–E), an exact number, or an accepted range. */
  answer: string | NumericAnswer;
  marks: Marks;
};

/** Each question's key, by question id. */
export type Keys = Record<string, Key>;

export type Outcome = 'correct' | 'wrong' | 'skipped';

/** A correction of one question's key (content/errata.yaml): the day it was published (YYYY-MM-DD) and the question. */
export type KeyErratum = { date: string; questionId: string };
