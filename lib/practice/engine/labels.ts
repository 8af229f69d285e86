import type { PaletteStatus } from '../model/attempt';

/** What the palette's legend, its buttons and the submit summary call each state (the exam's own words). */
export const PALETTE_LEGEND: Record<PaletteStatus, string> = {
  'not-visited': 'Not visited',
  'not-answered': 'Not answered',
  answered: 'Answered',
  marked: 'Marked for review',
  'answered-marked': 'Answered and marked for review',
};

/** What the end-of-section note says the question was left as, from its palette state. */
const LEFT_AS: Record<PaletteStatus, string> = {
  answered: 'Your answer is saved',
  'answered-marked': 'Your answer is saved and marked for review',
  marked: 'It is marked for review, with no answer',
  'not-answered': 'It has no answer saved',
  'not-visited': 'It has no answer saved',
};

/**
 * What Save & Next or Mark for Review & Next says at the end of what it can move through, instead
 * of wrapping silently to the section's first question (the engine stays on the question): how
 * the question was left, and where to go from there.
 */
export function sectionEndNote(
  sectionName: string,
  sectional: boolean,
  lastSection: boolean,
  status: PaletteStatus,
  endEarly = true,
): string {
  const left = LEFT_AS[status];
  if (!sectional || lastSection)
    return `This is the last question of the test. ${left}; open the question palette to go back to any question, or Submit test when you are done.`;
  // On the CAT's screen a section ends only when its time does.
  if (!endEarly)
    return `This is the last question of ${sectionName}. ${left}; open the question palette to go back to a question. The next section opens when this section's time is up.`;
  return `This is the last question of ${sectionName}. ${left}; open the question palette to go back to a question, or End section to go on to the next section.`;
}
