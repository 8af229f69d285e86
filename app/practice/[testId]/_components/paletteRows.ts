import type { PaletteStatus } from '@/lib/practice/engine/attempt';

/**
 * The palette draws a section's buttons in groups of this many, each group skipped on a move that
 * changes none of its buttons. A move changes two or three buttons; without groups React compared
 * every button of the open section on every move (50 in each section of the AILET mock).
 */
export const PALETTE_ROW = 10;

/** A section's questions in groups of `size`, in order. */
export function paletteRows<T>(questions: readonly T[], size = PALETTE_ROW): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < questions.length; start += size) rows.push(questions.slice(start, start + size));
  return rows;
}

type RowState = { statuses: Record<string, PaletteStatus>; currentId: string };

/** Whether a group's buttons look the same in both states: each button's status and whether it is the open question. */
export function sameRow(questions: readonly { id: string }[], before: RowState, after: RowState): boolean {
  return questions.every(({ id }) => before.statuses[id] === after.statuses[id] && (id === before.currentId) === (id === after.currentId));
}
