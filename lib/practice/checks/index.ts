import type { Report } from '@/lib/content/collection';
import { ContentError, type ContentIssue } from '@/lib/content/errors';
import { examById } from '@/lib/content/exams';
import { resolveContent } from '@/lib/content/load';
import { displayPath } from '@/lib/content/paths';
import { practiceTests, type PracticeTest } from '@/lib/content/practice';
import { checkAllContent } from '@/lib/content/registry';
import { checkAnswers } from './answers';
import { checkErrata } from './errata';
import { checkMath } from './math';
import { checkFullLengthShape, checkSectionalShape } from './mockShape';
import { checkNoRepeats } from './repeats';
import { checkSources } from './sources';
import { checkStructure } from './structure';
import { checkTopics } from './topics';

/**
 * The checks of the practice bank beyond its schema. They run once, in check:content and at the
 * start of `npm run build` (scripts/check/content.mjs), not in the loader: every process that loads
 * a test (each build worker, each jest file, the dev server) would otherwise typeset every formula
 * and compare every question with every other.
 */

/** The checks of one test, each reporting a problem with its field. */
const TEST_CHECKS: readonly ((test: PracticeTest, report: Report) => void)[] = [
  checkStructure,
  checkTopics,
  // Current affairs name the public page they were written from.
  checkSources,
  checkAnswers,
  checkMath,
  // A full-length mock is the exam's real pattern: its shape must equal the exam's facts and marking.
  (test, report) => {
    if (test.kind === 'full-length') checkFullLengthShape(test, examById(test.exam), report);
  },
  // A sectional test is one section of the exam at its real size, time and marking.
  (test, report) => {
    if (test.kind !== 'sectional') return;
    const fullLength = practiceTests.valid().filter((other) => other.exam === test.exam && other.kind === 'full-length');
    checkSectionalShape(test, examById(test.exam), fullLength, report);
  },
];

/** Every check of one test, each problem reported with its field. */
export function checkPracticeTest(test: PracticeTest, report: Report): void {
  for (const check of TEST_CHECKS) check(test, report);
}

/**
 * Every problem of the practice bank, each with its file and field. A test whose file does not load
 * is left out (checkAllContent lists its problems); the others are still checked, and the bank is
 * compared for repeats once every test loads.
 */
export function checkPractice(): ContentIssue[] {
  let tests: PracticeTest[];
  let complete = true;
  try {
    tests = practiceTests.all();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    tests = practiceTests.valid();
    complete = false;
  }
  const issues: ContentIssue[] = [];
  // A content file these checks read that does not load (an exam's, the allow-list) throws: its own
  // problems are listed, once, with checkAllContent's, and the other checks still run.
  const collect = (check: () => void) => {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      issues.push(...error.issues);
    }
  };
  for (const test of tests) {
    const file = practiceTests.file(test.id);
    for (const check of TEST_CHECKS) collect(() => check(test, (field, message) => issues.push({ file, field, message })));
  }
  if (complete)
    collect(() =>
      checkNoRepeats(tests, (id, field, message, file) =>
        issues.push({ file: file ? displayPath(resolveContent(file)) : practiceTests.file(id), field, message }),
      ),
    );
  return issues;
}

/** What check:content and the build run: every content file against its schema, then the checks above and the errata's (./errata.ts). */
export const checkContent = () => checkAllContent([checkPractice, checkErrata]);
