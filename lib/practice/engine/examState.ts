import {
  atEndOfSection,
  deadline,
  emptyStatusCounts,
  isSectional,
  paletteStatus,
  reachableSections,
  sectionOf,
  type Attempt,
  type PaletteStatus,
  type QuestionResponse,
} from './attempt';
import { parseNumber } from './scoring';
import { hasUnsavedChoice } from './timeWarning';
import type { PracticeProjection, ProjectedPassage, ProjectedQuestion, ProjectedSection } from '../model/shape';

/**
 * Everything the exam screen draws, read from the test and the attempt in one place, so the
 * screen's components take plain values and call no engine function themselves.
 */
export type ExamState = {
  attempt: Attempt;
  /** Sections run one after another, each on its own clock. */
  sectional: boolean;
  /** The section of the open question. */
  sectionIndex: number;
  section: ProjectedSection;
  question: ProjectedQuestion;
  response: QuestionResponse;
  passage: ProjectedPassage | undefined;
  /** When the clock the student sees reaches zero. */
  deadline: number;
  /**
   * Per section tab: whether it can be opened now, whether it has closed for good, and for a
   * sectional test's later section when it opens if the student uses every section's full time
   * (its tab says so; ending a section early opens the next sooner). Null when not ahead.
   */
  tabs: { canOpen: boolean; closed: boolean; opensAt: number | null }[];
  /** Save & Next will not move on: the open question is the last of its section (sectional) or of the test. */
  atSectionEnd: boolean;
  /** The open section is the test's last (a sectional test then offers no "End section"). */
  lastSection: boolean;
  /** The open question shows a choice Save & Next has not saved (lost at time-up; the last minute's warning says so). */
  unsavedChoice: boolean;
  /** A typed answer that is not a number: Save & Next waits until it is. */
  numericInvalid: boolean;
  /** Each question's palette state, by id. */
  statuses: Record<string, PaletteStatus>;
  /** How many questions of the open section, and of the whole test, are in each state. */
  sectionCounts: Record<PaletteStatus, number>;
  testCounts: Record<PaletteStatus, number>;
};

/** When a later section of a sectional test opens: the open section's end plus the full limits of those between. */
function opensAt(test: PracticeProjection, attempt: Attempt, index: number): number {
  let at = deadline(test, attempt);
  for (let between = attempt.sectionIndex + 1; between < index; between += 1) at += test.sections[between].timeLimitMinutes! * 60_000;
  return at;
}

export function examState(test: PracticeProjection, attempt: Attempt): ExamState {
  const sectional = isSectional(test);
  const sectionIndex = sectionOf(test, attempt.currentId);
  // One pass fills the palette's states and both sets of counts: this runs on every move, and a
  // full-length mock has up to 150 questions.
  const statuses: Record<string, PaletteStatus> = {};
  const sectionCounts = emptyStatusCounts();
  const testCounts = emptyStatusCounts();
  test.sections.forEach(({ questions }, index) => {
    for (const { id } of questions) {
      const status = paletteStatus(attempt.responses[id]);
      statuses[id] = status;
      testCounts[status] += 1;
      if (index === sectionIndex) sectionCounts[status] += 1;
    }
  });
  const section = test.sections[sectionIndex];
  const question = section.questions.find((entry) => entry.id === attempt.currentId)!;
  const response = attempt.responses[question.id];
  const reachable = reachableSections(test, attempt);
  return {
    attempt,
    sectional,
    sectionIndex,
    section,
    question,
    response,
    passage: question.passageId ? section.passages.find((entry) => entry.id === question.passageId) : undefined,
    deadline: deadline(test, attempt),
    tabs: test.sections.map((_, index) => ({
      canOpen: reachable.includes(index),
      closed: sectional && index < attempt.sectionIndex,
      opensAt: sectional && index > attempt.sectionIndex ? opensAt(test, attempt, index) : null,
    })),
    atSectionEnd: atEndOfSection(test, attempt),
    lastSection: attempt.sectionIndex === test.sections.length - 1,
    unsavedChoice: hasUnsavedChoice(response),
    numericInvalid: question.type === 'numeric' && response.draft !== null && parseNumber(response.draft) === null,
    statuses,
    sectionCounts,
    testCounts,
  };
}
