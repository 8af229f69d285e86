'use client';

import { useState } from 'react';
import { addDrill, type DrillAnswer, type DrillRecord } from '@/lib/practice/engine/drills';
import {
  clearRunningDrill,
  finishedRecord,
  resumeIndex,
  saveRunningDrill,
  withAnswer,
  type RunningDrill,
} from '@/lib/practice/store/drillRun';
import { loadDrills, saveDrills } from '@/lib/practice/store/snapshot';

/** Puts a drill's record into the history (kept once, by its start): the notebook and the analysis read it from there. */
const keepInHistory = (record: DrillRecord) => saveDrills(addDrill(loadDrills(), record));

/**
 * A drill being taken, saved as it goes: each answer or skip is written at once, both to the drill
 * history (so a miss reaches the notebook and the analysis even if the student leaves and never
 * comes back) and as the drill in progress (so the drill page offers to resume it). The drill ends
 * when its last question is answered, when the student ends it or when its time runs out; then the
 * questions not reached count as skipped and the drill in progress is cleared.
 */
export function useDrillRun(initial: RunningDrill) {
  const [run, setRun] = useState(initial);
  const [current, setCurrent] = useState(() => resumeIndex(initial));
  const [result, setResult] = useState<DrillRecord | null>(null);

  const end = (from: RunningDrill) => {
    const record = finishedRecord(from, Date.now());
    keepInHistory(record);
    clearRunningDrill(record.topic);
    return record;
  };

  /** Records an answer (null: skipped) to the current question. */
  const answer = (given: DrillAnswer) => {
    const next = withAnswer(run, given);
    setRun(next);
    if (resumeIndex(next) >= next.refs.length) end(next);
    else {
      keepInHistory(next.record);
      saveRunningDrill(next);
    }
    return next;
  };

  /** Ends the drill (finished, ended early or out of time) and shows the result. */
  const finish = (from: RunningDrill = run) => {
    if (!result) setResult(end(from));
  };

  const ref = run.refs[current];
  return {
    run,
    current,
    ref,
    answeredHere: run.record.answers.some((given) => given.ref === ref),
    last: current === run.refs.length - 1,
    result,
    answer,
    skip: () => {
      const next = answer({ ref, answer: null, timeMs: 0, at: Date.now() });
      if (current === run.refs.length - 1) finish(next);
      else setCurrent(current + 1);
    },
    next: () => setCurrent(current + 1),
    finish,
  };
}
