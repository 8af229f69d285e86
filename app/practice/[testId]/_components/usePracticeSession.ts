'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  advance,
  choose,
  clearResponse,
  finishSection,
  goTo,
  markAndNext,
  pause,
  previous,
  saveAndNext,
  startAttempt,
  submit,
} from '@/lib/practice/engine/attempt';
import type { Attempt } from '@/lib/practice/model/attempt';
import { examState, type ExamState } from '@/lib/practice/engine/examState';
import { openingScreen } from '@/lib/practice/engine/opening';
import { paperAttempt } from '@/lib/practice/engine/paper';
import { scoreAttempt, type QuestionScore } from '@/lib/practice/engine/scoring';
import type { PracticeProjection } from '@/lib/practice/model/shape';
import {
  clearHistory,
  discardAttempt,
  loadAttempt,
  loadRescoredHistory,
  recordAttempt,
  saveAttempt,
  storedAttemptIs,
} from '@/lib/practice/store/attempts';
import type { HistoryEntry } from '@/lib/practice/model/stored';

/**
 * The life of a practice test on this device: instructions, the attempt (saved after every
 * change), the result and the review. Storage problems never
 * throw: they become a notice the student reads on the instructions screen. The only place the
 * screens meet the engine: it hands them the session, what the exam screen draws (ExamState) and
 * a fixed set of commands.
 */

/** Paper mode adds the printable booklet and OMR sheet, and the grid its answers are entered in. */
export type Screen = 'loading' | 'intro' | 'test' | 'result' | 'review' | 'booklet' | 'omr' | 'paper';

export type Notice = 'corrupt' | 'outdated' | 'unavailable' | 'not-saved' | 'resumed' | 'expired-away' | 'section-ended' | 'time-up';

export type Session = {
  screen: Screen;
  attempt: Attempt | null;
  history: HistoryEntry[];
  /** The attempt shown on the result and review screens. */
  shown: HistoryEntry | null;
  notice: Notice | null;
  /** The section that just closed on time (for the notice). */
  closedSection: number | null;
};

type Step = (attempt: Attempt, now: number) => Attempt;

/** What a student can do on the exam screen; each applies one engine step at the current time. */
export type ExamCommands = {
  /** Chooses an option letter or types a number for the open question (saved by Save & Next). */
  choose: (value: string | null) => void;
  saveAndNext: () => void;
  markAndNext: () => void;
  previous: () => void;
  /** Opens a question (palette, section tab) if it can be reached now. */
  goTo: (questionId: string) => void;
  /** Clear Response. */
  clear: () => void;
  /** A sectional test's "End section". */
  endSection: () => void;
  submit: () => void;
  /** The clock reached zero (or the tab came back after it did): close the section or the test. */
  tick: () => void;
};

export function usePracticeSession(test: PracticeProjection) {
  const { keys } = test;
  const [session, setSession] = useState<Session>({
    screen: 'loading',
    attempt: null,
    history: [],
    shown: null,
    notice: null,
    closedSection: null,
  });
  const storageWorks = useRef(true);

  /**
   * Keeps a running attempt on the exam screen (the effect below saves it), or files a finished
   * one in the history and shows its result. The history cannot change while an attempt runs, so
   * the one already read is passed along rather than read from storage again on every answer.
   */
  const settle = useCallback(
    (attempt: Attempt, previous: Attempt | null, notice: Notice | null, history: HistoryEntry[]): Session => {
      if (attempt.status === 'submitted') {
        const history = recordAttempt(test, keys, attempt);
        const shown = history.find((entry) => entry.startedAt === attempt.startedAt) ?? null;
        return { screen: 'result', attempt: null, history, shown, notice, closedSection: null };
      }
      const closedSection =
        previous && previous.sectionIndex !== attempt.sectionIndex && notice === 'section-ended' ? previous.sectionIndex : null;
      return {
        screen: 'test',
        attempt,
        history,
        shown: null,
        notice,
        closedSection,
      };
    },
    [test, keys],
  );

  // What the page opens on (lib/practice/engine/opening.ts), decided once, in the browser (the static
  // HTML shows the instructions).
  useEffect(() => {
    // Attempts saved before a key correction get their scores corrected (and a note) here.
    const history = loadRescoredHistory(test, test.keys, test.keyErrata);
    const loaded = loadAttempt(test);
    if (loaded.kind === 'unavailable') storageWorks.current = false;
    const opening = openingScreen(test, loaded, history, Date.now());
    const base = { attempt: null, history, shown: null, notice: null, closedSection: null };
    let next: Session;
    if (opening.kind === 'continue') next = settle(opening.attempt, null, opening.notice, history);
    else if (opening.kind === 'result') next = { ...base, screen: 'result', shown: opening.entry };
    else next = { ...base, screen: 'intro', notice: opening.notice };
    // Reading storage must wait for the browser; the first render matches the static HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSession(next);
  }, [test, settle]);

  /** Applies one step of the engine at the current time and keeps the result. */
  const act = useCallback(
    (step: Step) => {
      setSession((current) => {
        if (!current.attempt || current.screen !== 'test') return current;
        const next = step(current.attempt, Date.now());
        if (next === current.attempt) return current;
        // A storage warning stays on screen; other notices close once the student acts.
        return settle(next, current.attempt, current.notice === 'not-saved' ? 'not-saved' : null, current.history);
      });
    },
    [settle],
  );

  /** Starts an attempt, with the exam's compensatory time where the student says they are eligible. */
  const start = useCallback(
    (compensatory = false) => {
      discardAttempt(test.id);
      const extra = compensatory && test.compensatoryTime ? test.compensatoryTime.minutesPerHour : undefined;
      setSession((current) =>
        settle(startAttempt(test, Date.now(), extra), null, storageWorks.current ? null : 'unavailable', current.history),
      );
    },
    [test, settle],
  );

  const tick = useCallback(() => {
    setSession((current) => {
      if (!current.attempt || current.screen !== 'test') return current;
      const next = advance(test, current.attempt, Date.now());
      if (next.status === 'submitted') return settle(next, current.attempt, 'time-up', current.history);
      if (next.sectionIndex !== current.attempt.sectionIndex) return settle(next, current.attempt, 'section-ended', current.history);
      return current;
    });
  }, [test, settle]);

  // The running attempt is written to storage with every change. A finished attempt is filed by
  // settle instead, and must not be written back as running.
  /** The running attempt on screen (null when none), for the handlers of the page being hidden or left. */
  const shown = useRef<Attempt | null>(null);
  /** The attempt this page wrote last. */
  const written = useRef<Attempt | null>(null);
  const write = useCallback((attempt: Attempt) => {
    if (saveAttempt(attempt)) {
      written.current = attempt;
      return;
    }
    if (!storageWorks.current) return;
    storageWorks.current = false;
    setSession((current) => (current.screen === 'test' ? { ...current, notice: 'not-saved' } : current));
  }, []);
  useEffect(() => {
    const attempt = session.screen === 'test' ? session.attempt : null;
    // The attempt the page's hide handler credited and wrote itself, now on screen too.
    if (attempt === shown.current) return;
    shown.current = attempt;
    if (attempt) write(attempt);
  }, [session.screen, session.attempt, write]);

  // Hiding or leaving the page (a tab switch, a phone put away, a reload, a closed tab, Back)
  // credits the open question with its time until now and writes the attempt there and then: a
  // page being unloaded runs nothing later, and the attempt read back after a reload must carry
  // that time, as resume() leaves out only the time after it (issue 43: a reload lost the open
  // question's minutes). Read from a ref and written directly, not through a state update, whose
  // timing React does not promise; the session takes the same attempt, so screen and storage
  // agree if the page comes back. The time is written only over this page's own last write, never
  // over progress made since in another tab of the same test. Coming back into view closes what
  // ended meanwhile.
  const leave = useCallback(() => {
    const attempt = shown.current;
    if (!attempt || written.current !== attempt || !storedAttemptIs(attempt)) return;
    const paused = pause(test, attempt, Date.now());
    if (paused === attempt) return;
    shown.current = paused;
    setSession((current) => (current.attempt === attempt ? { ...current, attempt: paused } : current));
    write(paused);
  }, [test, write]);
  useEffect(() => {
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : tick());
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving within the site (the island unmounts, no pagehide).
      leave();
    };
  }, [leave, tick]);

  const showReview = useCallback((entry: HistoryEntry) => {
    setSession((current) => ({ ...current, screen: 'review', shown: entry, notice: null }));
  }, []);

  const showResult = useCallback((entry: HistoryEntry) => {
    setSession((current) => ({ ...current, screen: 'result', shown: entry, notice: null }));
  }, []);

  /** Opens a screen of paper mode (the booklet, the OMR sheet, the answer grid) from the instructions. */
  const showPaper = useCallback((screen: 'booklet' | 'omr' | 'paper') => {
    setSession((current) => (current.screen === 'test' ? current : { ...current, screen, shown: null, notice: null }));
  }, []);

  /** Scores the answers of a test taken on paper and files it as an attempt, as Submit does on screen. */
  const scorePaper = useCallback(
    (answers: Record<string, string | null>, minutes: number) => {
      setSession((current) => settle(paperAttempt(test, answers, minutes, Date.now()), null, null, current.history));
    },
    [test, settle],
  );

  const backToIntro = useCallback(() => {
    setSession((current) => ({ ...current, screen: 'intro', shown: null, notice: null }));
  }, []);

  const forgetHistory = useCallback(() => {
    clearHistory(test.id);
    setSession((current) => ({ ...current, history: [] }));
  }, [test.id]);

  const dismissNotice = useCallback(() => setSession((current) => ({ ...current, notice: null, closedSection: null })), []);

  // Bound once per test: their identities stay the same across answers, so memoised parts keep them.
  const commands = useMemo<ExamCommands>(
    () => ({
      choose: (value) => act((attempt) => choose(attempt, value)),
      saveAndNext: () => act((attempt, now) => saveAndNext(test, attempt, now)),
      markAndNext: () => act((attempt, now) => markAndNext(test, attempt, now)),
      previous: () => act((attempt, now) => previous(test, attempt, now)),
      goTo: (questionId) => act((attempt, now) => goTo(test, attempt, questionId, now)),
      clear: () => act((attempt) => clearResponse(attempt)),
      endSection: () => act((attempt, now) => finishSection(test, attempt, now)),
      submit: () => act((attempt, now) => submit(attempt, now)),
      tick,
    }),
    [act, tick, test],
  );

  const exam = useMemo<ExamState | null>(
    () => (session.attempt && session.screen === 'test' ? examState(test, session.attempt) : null),
    [test, session.attempt, session.screen],
  );

  /** Each question's result in the attempt on the result or review screen. */
  const shownScores = useMemo<Record<string, QuestionScore> | null>(
    () => (session.shown ? scoreAttempt(test, keys, session.shown.responses).byQuestion : null),
    [test, keys, session.shown],
  );

  // Moves between the screens outside the exam, grouped so the page reads them as one thing.
  const screens = useMemo(
    () => ({ start, review: showReview, result: showResult, intro: backToIntro, paper: showPaper, scorePaper }),
    [start, showReview, showResult, backToIntro, showPaper, scorePaper],
  );

  return { session, exam, shownScores, commands, screens, forgetHistory, dismissNotice };
}
