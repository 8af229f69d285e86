/**
 * Every key the site keeps in the browser's storage, in one place; registry.ts pairs the practice
 * keys with the schemas their values are read by. Plain strings, so the games can name their keys
 * from here without loading any schema. The one other key is sessionStorage's
 * 'pending-navigation-state' (components/navigationState: an item picked on a list, waiting for the
 * page it opens); it stays there, as every page loads that code and this module would weigh on all
 * of them. It is not progress: never exported or cleared with it.
 */

/** The attempt in progress at a test: `{ format: 1, attempt }`. */
export const ATTEMPT_PREFIX = 'practice.attempt.';
/** A test's finished attempts: `{ format: 2, entries }` (until November 2026 the bare list). */
export const HISTORY_PREFIX = 'practice.history.';
/** The mistake notebook's reviews: `{ format: 1, value }`. */
export const NOTEBOOK_KEY = 'progress.notebook';
/** Drills finished and the questions seen per pool: `{ format: 1, value }`. */
export const DRILLS_KEY = 'progress.drills';
/** Imported progress about questions or tests no longer on the site, kept aside with a note: `{ format: 1, value }`. */
export const SET_ASIDE_KEY = 'progress.setAside';
/** A topic's drill in progress: `{ format: 1, refs, deadline, record }`. */
export const RUNNING_DRILL_PREFIX = 'progress.drillRun.';

export const attemptKey = (testId: string) => `${ATTEMPT_PREFIX}${testId}`;
export const historyKey = (testId: string) => `${HISTORY_PREFIX}${testId}`;
export const runningDrillKey = (topic: string) => `${RUNNING_DRILL_PREFIX}${topic}`;

/** Sudoku's game in progress (games/sudoku/session.ts reads and writes it). */
export const SUDOKU_KEY = 'sudoku.game';
/** Word Mage's game, and separately when its time runs out in seconds since 1970 (games/wordSearch/savedGame.ts). */
export const WORD_MAGE_KEYS = { game: 'wordMage.game', expiration: 'wordMage.expiration' } as const;
/** The games' saves: part of the student's progress (exported, imported, cleared), kept as the games wrote them. */
export const GAME_KEYS = [SUDOKU_KEY, WORD_MAGE_KEYS.game, WORD_MAGE_KEYS.expiration] as const;

/** Everything "Clear all my progress" removes: every key above. */
export const PROGRESS_PREFIXES = [HISTORY_PREFIX, ATTEMPT_PREFIX, RUNNING_DRILL_PREFIX] as const;
export const PROGRESS_KEYS = [NOTEBOOK_KEY, DRILLS_KEY, SET_ASIDE_KEY, ...GAME_KEYS] as const;
