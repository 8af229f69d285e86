import { ContentError, type ContentIssue } from '@/lib/content/errors';
import { errata } from '@/lib/content/errata';
import { resolveContent } from '@/lib/content/load';
import { displayPath } from '@/lib/content/paths';
import { practiceTests, type PracticeQuestion } from '@/lib/content/practice';

/**
 * The errata against the practice bank: each correction names a test and a question that exist,
 * and a key correction's newKey is the key in the test file now, so the note students read and the
 * key the re-scoring uses (engine/rescore.ts) cannot disagree. The schema (lib/content/errata.ts)
 * checks each entry on its own.
 */

/** A key as an erratum writes it: "B", "42", or "2.4 to 2.5" for a range. */
export function keyString(question: PracticeQuestion): string {
  if (question.type === 'mcq') return question.answer;
  const { answer } = question;
  return typeof answer === 'number' ? String(answer) : `${answer.min} to ${answer.max}`;
}

export function checkErrata(): ContentIssue[] {
  let corrections;
  try {
    corrections = errata.get().corrections;
  } catch (error) {
    // Its own problems are listed with every file's (checkAllContent).
    if (error instanceof ContentError) return [];
    throw error;
  }
  const file = displayPath(resolveContent(errata.file));
  const issues: ContentIssue[] = [];
  const tests = new Map(practiceTests.valid().map((test) => [test.id, test]));
  corrections.forEach((correction, index) => {
    const field = `corrections[${index}]`;
    const test = tests.get(correction.test);
    if (!test) {
      issues.push({
        file,
        field: `${field}.test`,
        message: `"${correction.test}" is not a practice test (a file name in content/practice/)`,
      });
      return;
    }
    const question = test.sections.flatMap((section) => section.questions).find((candidate) => candidate.id === correction.question);
    if (!question) {
      issues.push({ file, field: `${field}.question`, message: `"${correction.question}" is not a question of ${correction.test}` });
      return;
    }
    if (correction.change === 'key' && correction.newKey !== keyString(question))
      issues.push({
        file,
        field: `${field}.newKey`,
        message: `is "${correction.newKey}" but the key in ${practiceTests.file(test.id)} is "${keyString(question)}": change the question's answer too`,
      });
  });
  return issues;
}
