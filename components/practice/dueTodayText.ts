import { answerEvents } from '@/lib/practice/engine/events';
import { dueToday, notebookItems } from '@/lib/practice/engine/notebook';
import { lookupOf } from '@/lib/practice/model/bank';
import { loadBankIndex } from '@/lib/practice/store/fetchBank';
import { loadSnapshot } from '@/lib/practice/store/snapshot';

/**
 * The notebook card's line from what this device has saved, or null when nothing is saved (then
 * nothing is fetched). Otherwise the bank's small index is fetched to score the saved answers.
 */
export async function dueTodayText(): Promise<string | null> {
  const snapshot = loadSnapshot();
  if (Object.keys(snapshot.histories).length === 0 && snapshot.drills.history.length === 0) return null;
  const index = await loadBankIndex();
  const { items } = notebookItems(answerEvents(snapshot, lookupOf(index)), snapshot.notebook);
  const due = dueToday(items, Date.now()).length;
  return items.length === 0
    ? 'No mistakes collected yet.'
    : `${due} question${due === 1 ? '' : 's'} due today · ${items.length} in your notebook`;
}
