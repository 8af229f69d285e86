import type { Report } from '@/lib/content/collection';
import { ContentError, type ContentIssue } from '@/lib/content/errors';
import { examById } from '@/lib/content/exams';
import { resolveContent } from '@/lib/content/load';
import { displayPath } from '@/lib/content/paths';
import { practiceTests, type PracticeTest } from '@/lib/content/practice';
import { checkAllContent } from '@/lib/content/registry';
import { checkAnswers } from './answers';
import { checkMath } from './math';
import { checkFullLengthShape } from './mockShape';
import { checkNoRepeats } from './repeats';
import { checkStructure } from './structure';
import { checkTopics } from './topics';

/**
 * The checks of the practice bank beyond its schema. They run once, in check:content and at the
 * start of `npm run build` (scripts/check/content.mjs), not in the loader: every process that loads
 * a test (each build worker, each jest file, the dev server) would otherwise typeset every formula
 * and compare every question with every other.
 */

/** Every check of one test, each problem reported with its field. */
export function checkPracticeTest(test: PracticeTest, report: Report): void {
  checkStructure(test, report);
  checkTopics(test, report);
  checkAnswers(test, report);
  checkMath(test, report);
  // A full-length mock is the exam's real pattern: its shape must equal the exam's facts and marking.
  if (test.kind === 'full-length') checkFullLengthShape(test, examById(test.exam), report);
}

/**
 * Every problem of the practice bank, each with its file and field. Nothing when the tests do not
 * load: checkAllContent lists those problems, and these checks need the loaded tests.
 */
export function checkPractice(): ContentIssue[] {
  let tests: PracticeTest[];
  try {
    tests = practiceTests.all();
  } catch (error) {
    if (error instanceof ContentError) return [];
    throw error;
  }
  const issues: ContentIssue[] = [];
  // A content file these checks read that does not load (an exam's, the allow-list) throws: its own
  // problems are listed, once, with checkAllContent's.
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
    collect(() => checkPracticeTest(test, (field, message) => issues.push({ file, field, message })));
  }
  collect(() =>
    checkNoRepeats(tests, (id, field, message, file) =>
      issues.push({ file: file ? displayPath(resolveContent(file)) : practiceTests.file(id), field, message }),
    ),
  );
  return issues;
}

/** What check:content and the build run: every content file against its schema, then the checks above. */
export const checkContent = () => checkAllContent([checkPractice]);
