import type { PaletteStatus } from './attempt';

/** What the palette's legend, its buttons and the submit summary call each state (the exam's own words). */
export const PALETTE_LEGEND: Record<PaletteStatus, string> = {
  'not-visited': 'Not visited',
  'not-answered': 'Not answered',
  answered: 'Answered',
  marked: 'Marked for review',
  'answered-marked': 'Answered and marked for review',
};
