/**
 * A practice test as the engine reads it: ids, question types and clocks, nothing to show. The
 * content's schema (lib/content/practice.ts) must keep fitting these types, which it checks at
 * compile time; the island's projection (./shape.ts) extends them, so the engine runs on it as it
 * is; tests build the bare outline.
 */

export type QuestionType = 'mcq' | 'numeric';

export type Difficulty = 'easy' | 'medium' | 'hard';

export type QuestionMeta = { id: string; type: QuestionType };

export type SectionMeta = {
  id: string;
  name: string;
  /** Minutes for this section; a test whose sections all have one runs them one after another. */
  timeLimitMinutes?: number;
  /** Whether the section closes for good when its time ends. */
  lockOnTimeUp?: boolean;
  questions: QuestionMeta[];
};

export type TestMeta = {
  id: string;
  /** The content's version: an attempt started on another version is not resumed. */
  version: string;
  durationMinutes: number;
  sections: SectionMeta[];
};

/**
 * A test as its card on a list knows it, without its questions: enough to find what this device
 * saved for it and its outline in the bank's index (model/bank.ts: outlineFromIndex).
 */
export type ListedTest = Pick<TestMeta, 'id' | 'version' | 'durationMinutes'>;
