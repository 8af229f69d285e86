/** One attempt at a practice test, as lib/practice/engine/attempt.ts runs it. */

export type QuestionResponse = {
  /** The saved answer: an option letter, or the number typed (as text); null when not answered. */
  answer: string | null;
  /** What is chosen on screen but not saved yet: Save & Next or Mark for Review & Next saves it. */
  draft: string | null;
  marked: boolean;
  visited: boolean;
  /** Time spent on this question while the test was open. */
  timeMs: number;
};

export type Attempt = {
  testId: string;
  /** The test content's version when the attempt started; a changed test is not resumed. */
  version: string;
  status: 'running' | 'submitted';
  startedAt: number;
  /** When each section opened (sectional tests open them one after another); null until then. */
  sectionOpenedAt: (number | null)[];
  sectionIndex: number;
  currentId: string;
  responses: Record<string, QuestionResponse>;
  /** Until when time has been credited to the current question. */
  creditedUntil: number;
  submittedAt: number | null;
  endReason: 'submitted' | 'time' | null;
  /**
   * Compensatory time the student chose for this attempt, as the exam's rule gives it (minutes per
   * hour of the paper, spread over timed sections in proportion: CAT's 40-minute section becomes
   * 53 min 20 s). Absent for a standard attempt, and in attempts saved before December 2026.
   */
  compensatoryMinutesPerHour?: number;
  /**
   * Taken on paper (the printed booklet and OMR sheet) and entered after: no time per question, and
   * the whole attempt's time is the student's own reading (lib/practice/engine/paper.ts).
   */
  onPaper?: true;
};

export type PaletteStatus = 'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked';
