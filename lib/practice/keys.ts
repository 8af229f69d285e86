/**
 * Where a practice test's saves live in this browser's storage: the attempt in progress and the
 * past attempts (lib/practice/storage.ts reads and writes them). A module of its own so that a page
 * can see whether anything is saved without the code that reads it.
 */
export const ATTEMPT_PREFIX = 'practice.attempt.';
export const HISTORY_PREFIX = 'practice.history.';

export const attemptKey = (testId: string) => `${ATTEMPT_PREFIX}${testId}`;
export const historyKey = (testId: string) => `${HISTORY_PREFIX}${testId}`;
