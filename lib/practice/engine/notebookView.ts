import { stableByKey, type NotebookItem } from './notebook';
import { isDueBy } from './schedule';

/**
 * How the mistake notebook's list is cut and ordered. The filters answer "what went wrong": what
 * is due today, answered wrongly, marked for review, skipped (opened but left unanswered), or all.
 * Within any of them the real mistakes come first (wrong or marked), then the skipped ones: one
 * attempt can leave many more skipped questions than wrong ones, and those must not bury the few
 * the student got wrong.
 */
export const NOTEBOOK_FILTERS = ['due', 'wrong', 'marked', 'skipped', 'all'] as const;
export type NotebookFilter = (typeof NOTEBOOK_FILTERS)[number];

export const FILTER_NAMES: Record<NotebookFilter, string> = {
  due: 'Due today',
  wrong: 'Wrong',
  marked: 'Marked',
  skipped: 'Skipped',
  all: 'All',
};

/** Whether an item belongs under a filter, with `todayEnds` from schedule's `endOfDay`. */
export function matchesFilter(item: NotebookItem, filter: NotebookFilter, todayEnds: number): boolean {
  switch (filter) {
    case 'due':
      return isDueBy(item.review, todayEnds);
    case 'wrong':
      return item.mistake.outcome === 'wrong';
    case 'marked':
      return item.mistake.marked;
    case 'skipped':
      return item.mistake.outcome === 'skipped';
    case 'all':
      return true;
  }
}

export function filterCounts(items: NotebookItem[], todayEnds: number): Record<NotebookFilter, number> {
  const counts = { due: 0, wrong: 0, marked: 0, skipped: 0, all: 0 };
  for (const item of items) for (const filter of NOTEBOOK_FILTERS) if (matchesFilter(item, filter, todayEnds)) counts[filter] += 1;
  return counts;
}

/** 0 for a real mistake (wrong, or marked for review), 1 for a question only left unanswered. */
export const priorityOf = (item: NotebookItem) => (item.mistake.outcome === 'skipped' && !item.mistake.marked ? 1 : 0);

/**
 * The list under a filter: real mistakes first, then skipped ones; each part grouped by `groupOf`
 * (exam, then topic), keeping the order given within a group (newest first). `keep` holds items
 * that stay listed whatever the filter says (those retried on this visit, with their feedback).
 */
export function listFor(
  items: NotebookItem[],
  filter: NotebookFilter,
  todayEnds: number,
  groupOf: (item: NotebookItem) => number,
  groups: number,
  keep: ReadonlySet<string> = new Set(),
): NotebookItem[] {
  const chosen = items.filter((item) => matchesFilter(item, filter, todayEnds) || keep.has(item.ref));
  return stableByKey(chosen, (item) => priorityOf(item) * groups + groupOf(item));
}
