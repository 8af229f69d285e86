// Which files of the export make up an exam's offline pack, and how large a pack may be: read by
// the service-worker step (which saves them on request) and by check:budgets.
import { practiceTests } from '../../lib/content/practice.ts';
import { urls } from '../../lib/urls.ts';

/**
 * What every exam's pack holds besides its tests and its question bank: the practice pages, the
 * bank's index and every script (a test loads its result and review code only when it ends).
 */
const PACK_COMMON_FILES = [
  'practice.html',
  ...['mistakes', 'topics', 'progress', 'drill'].map((page) => `practice/${page}.html`),
  'practice/bank/index.json',
  '_next/static/**/*.js',
];

/** The files (glob patterns) of one exam's pack, relative to out/. */
export const packFiles = (exam) => [
  ...PACK_COMMON_FILES,
  ...practiceTests
    .all()
    .filter((test) => test.exam === exam)
    .map((test) => `${test.href.slice(1)}.html`),
  urls.questionBank(exam).slice(1),
];

/** The largest pack an exam may have (gzip): one exam's tests on mobile data. */
export const PACK_BUDGET_BYTES = 1024 * 1024;
