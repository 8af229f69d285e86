import { formatClockTime } from './format';

/**
 * What a section tab of the exam frame says besides its label, and what a screen reader hears.
 * Pure, so the words are unit-tested and the switcher only draws.
 */

export type SectionTabState = { canOpen: boolean; closed: boolean; opensAt: number | null };

/**
 * The note under a tab that cannot be opened: "(closed)", or when a later section opens on the
 * student's own clock ("opens at 7:21 am", not "07:21", which beside the countdown reads as
 * 7 min 21 s), or "(opens later)" where no time is known. Null for a tab that can be opened.
 * `lead` is the part a narrow phone leaves to screen readers, for the row of tabs to fit 320 px:
 * its tab shows "at 7:21 am" under the lock.
 */
export type SectionTabNote = { lead?: string; text: string };

export function sectionTabNote({ canOpen, closed, opensAt }: SectionTabState): SectionTabNote | null {
  if (canOpen) return null;
  if (closed) return { text: '(closed)' };
  return opensAt === null ? { text: '(opens later)' } : { lead: 'opens', text: `at ${formatClockTime(opensAt)}` };
}

/**
 * The section's full name already holds its short label as a word ("Logical" in "Logical
 * Reasoning"): a screen reader then needs only the name, not "Logical Logical Reasoning". An
 * abbreviation (DILR, QA-SA) is not in the name and is kept in the tab's name as well, so speech
 * input can say what the tab shows.
 */
export function shortLabelInName(short: string, name: string): boolean {
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return short !== name && words.includes(short.toLowerCase());
}
