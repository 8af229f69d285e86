import type { Report } from '@/lib/content/collection';
import type { PracticeQuestion, PracticeTest } from '@/lib/content/practice';
import { OPTION_LETTERS } from '@/lib/practice/model/letters';

/**
 * Every key is one the question allows (an MCQ's letter among its options, a numeric range from
 * min to max), and every explanation ends with the line **Answer: …** stating that key, so the
 * solution a student reads never contradicts the scoring.
 */
export function checkAnswers(test: PracticeTest, report: Report): void {
  test.sections.forEach((section, s) =>
    section.questions.forEach((question, q) => {
      const field = `sections[${s}].questions[${q}]`;
      if (question.type === 'mcq' && OPTION_LETTERS.indexOf(question.answer) >= question.options.length) {
        report(`${field}.answer`, `${question.answer} is not one of the ${question.options.length} options`);
      }
      if (question.type === 'numeric' && typeof question.answer !== 'number' && question.answer.min > question.answer.max) {
        report(`${field}.answer`, 'min must not be more than max');
      }
      const stated = statedAnswer(question.explanation);
      if (stated === null)
        report(`${field}.explanation`, 'must end with the line **Answer: …** (the key, e.g. **Answer: (B)** or **Answer: 42**)');
      else if (!answerMatches(question, stated))
        report(`${field}.explanation`, `ends with "Answer: ${stated}" but the key is ${JSON.stringify(question.answer)}`);
    }),
  );
}

/** The key an explanation states on its last line: 'B' from **Answer: (B)**, '42' from **Answer: 42**. */
export function statedAnswer(explanation: string): string | null {
  const match = explanation.trim().match(/\*\*Answer: (?:\(([A-E])\)|(-?[\d,]*\.?\d+))\*\*$/);
  if (!match) return null;
  return match[1] ?? match[2].replace(/,/g, '');
}

function answerMatches(question: PracticeQuestion, stated: string): boolean {
  if (question.type === 'mcq') return stated === question.answer;
  const value = Number(stated);
  return typeof question.answer === 'number' ? value === question.answer : value >= question.answer.min && value <= question.answer.max;
}
