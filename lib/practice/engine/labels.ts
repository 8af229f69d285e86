import type { PaletteStatus } from './attempt';

/** What the palette's legend, its buttons and the submit summary call each state (the exam's own words). */
export const PALETTE_LEGEND: Record<PaletteStatus, string> = {
  'not-visited': 'Not visited',
  'not-answered': 'Not answered',
  answered: 'Answered',
  marked: 'Marked for review',
  'answered-marked': 'Answered and marked for review',
};

/** Words a section's short label skips: "Data Interpretation and Logical Reasoning" → "DILR". */
const LINKING_WORDS = new Set(['and', 'including', 'of', 'the', 'in', '&']);

/**
 * A section's short label for the exam frame's switcher, which must fit one row at 320 px: the
 * initials of its name as students say them (VARC, DILR, QA), a one-word name as it is, and a
 * bracketed qualifier after a hyphen ("Quantitative Aptitude (Short Answer)" → "QA-SA"). A test
 * may set `short` on a section where the initials are ambiguous (CLAT's Legal and Logical
 * Reasoning would both be LR); the content check rejects two equal labels in one test.
 */
export function shortSectionLabel(name: string): string {
  const match = /^(.*?)\s*\((.*)\)\s*$/.exec(name);
  const [main, qualifier] = match ? [match[1], match[2]] : [name, ''];
  const initials = (words: string) =>
    words
      .split(/\s+/)
      .filter((word) => word && !LINKING_WORDS.has(word.toLowerCase()))
      .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word[0].toUpperCase()))
      .join('');
  const words = main.split(/\s+/).filter(Boolean);
  const head = words.length === 1 ? words[0] : initials(main);
  return qualifier ? `${head}-${initials(qualifier)}` : head;
}

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
export function sectionEndNote(sectionName: string, sectional: boolean, lastSection: boolean, status: PaletteStatus): string {
  const left = LEFT_AS[status];
  if (!sectional || lastSection)
    return `This is the last question of the test. ${left}; open the question palette to go back to any question, or Submit test when you are done.`;
  return `This is the last question of ${sectionName}. ${left}; open the question palette to go back to a question, or End section to go on to the next section.`;
}
