import { readItem, removeItem, writeItem } from '@/lib/browserStorage';
import { addDrill } from '../engine/drills';
import { allAnswered, type DrillSession } from '../engine/drillSession';
import type { DrillRecord, RunningDrill } from '../model/stored';
import { runningDrillKey } from './keys';
import { runningDrillCodec } from './registry';
import { loadDrills, saveDrills } from './snapshot';

/**
 * A drill in progress, saved after every answer so that leaving the page (a call, a closed tab, a
 * dead battery) loses nothing: the drill can be resumed where it was, and the answers already given
 * are in the drill history at once, so the notebook and the analysis see them even if the student
 * never comes back. One drill in progress per topic, under its own key; whatever is read back is
 * checked (registry.ts), and a value that does not read is reported as corrupt, never thrown.
 */

export const parseRunningDrill = runningDrillCodec.read;
export const serializeRunningDrill = runningDrillCodec.write;

export const loadRunningDrill = (topic: string) => parseRunningDrill(readItem(runningDrillKey(topic)), topic);
/** Returns false when storage refused the write. */
export const saveRunningDrill = (run: RunningDrill) => writeItem(runningDrillKey(run.record.topic), serializeRunningDrill(run));
export const clearRunningDrill = (topic: string) => removeItem(runningDrillKey(topic));

/** Puts a drill's record into the history (kept once, by its start): the notebook and the analysis read it from there. */
const keepInHistory = (record: DrillRecord) => saveDrills(addDrill(loadDrills(), record));

/**
 * Saves what one drill command changed: an answer or skip goes at once into the drill history and
 * the drill in progress; the last answer, or the drill's end, into the history alone, and the drill
 * in progress is cleared.
 */
export function keepDrill(before: DrillSession, after: DrillSession): void {
  const ended = before.result === null ? after.result : null;
  if (!ended && after.run === before.run) return;
  const record = ended ?? after.run.record;
  keepInHistory(record);
  if (ended || allAnswered(after.run)) clearRunningDrill(record.topic);
  else saveRunningDrill(after.run);
}
