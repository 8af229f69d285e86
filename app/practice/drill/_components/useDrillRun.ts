'use client';

import { useState } from 'react';
import {
  answeredHere,
  answerQuestion,
  currentRef,
  endDrill,
  isLastQuestion,
  nextQuestion,
  openDrill,
  skipQuestion,
  type DrillSession,
} from '@/lib/practice/engine/drillSession';
import type { DrillAnswer, RunningDrill } from '@/lib/practice/model/stored';
import { keepDrill } from '@/lib/practice/store/drillRun';

/**
 * A drill being taken: the drill engine's session (lib/practice/engine/drillSession.ts) and its
 * commands, each change saved at once (store/drillRun.ts's keepDrill) before it is shown.
 */
export function useDrillRun(initial: RunningDrill) {
  const [session, setSession] = useState(() => openDrill(initial));

  const apply = (next: DrillSession) => {
    keepDrill(session, next);
    setSession(next);
  };

  return {
    run: session.run,
    current: session.current,
    ref: currentRef(session),
    answeredHere: answeredHere(session),
    last: isLastQuestion(session),
    result: session.result,
    /** Records an answer (null: skipped) to the current question. */
    answer: (given: DrillAnswer) => apply(answerQuestion(session, given)),
    skip: () => apply(skipQuestion(session, Date.now())),
    next: () => apply(nextQuestion(session)),
    /** Ends the drill (finished, ended early or out of time) and shows the result. */
    finish: () => apply(endDrill(session, Date.now())),
  };
}
