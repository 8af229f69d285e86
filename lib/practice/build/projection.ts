import 'server-only';
import { formatScheme, marksFor } from '@/lib/content/marking';
import { keyErrataOf } from '@/lib/content/errata';
import { examById } from '@/lib/content/exams';
import {
  maxScore,
  questionCount,
  sectionScheme,
  type PracticeQuestion,
  type PracticeSection,
  type PracticeTest,
} from '@/lib/content/practice';
import { renderMarkdownWithMath } from '@/lib/markdown';
import type { Key, Keys } from '../model/key';
import type { PracticeProjection } from '../model/shape';

/**
 * Builds the test page's one hand-over to its island (see lib/practice/model/shape.ts) at build time,
 * so the browser runs no Markdown or KaTeX. Server-only: it pulls in the content loader, remark
 * and KaTeX, none of which may reach the client bundle.
 */

/** The key as a student reads it (shared with the notebook's question bank). */
export function keyText(question: PracticeQuestion): string {
  if (question.type === 'mcq') return `(${question.answer})`;
  const { answer } = question;
  return typeof answer === 'object' ? `any value from ${answer.min} to ${answer.max}` : String(answer);
}

/** A question's key and marks under its section's scheme (shared with the notebook's question bank). */
export const keyFor = (test: PracticeTest, section: PracticeSection, question: PracticeQuestion): Key => ({
  type: question.type,
  answer: question.answer,
  marks: marksFor(sectionScheme(test, section), question.type),
});

function answerKeys(test: PracticeTest): Keys {
  const keys: Keys = {};
  for (const section of test.sections) for (const question of section.questions) keys[question.id] = keyFor(test, section, question);
  return keys;
}

/** The review names the key beside the options; the explanation's closing Answer line would repeat it. */
export const explanationBody = (question: PracticeQuestion) => question.explanation.replace(/\s*\*\*Answer: [^*]+\*\*\s*$/, '');

export function projectPracticeTest(test: PracticeTest): PracticeProjection {
  const exam = examById(test.exam);
  let number = 0;
  return {
    id: test.id,
    version: test.version,
    title: test.title,
    examName: exam.name,
    durationMinutes: test.durationMinutes,
    questionCount: questionCount(test),
    maxScore: maxScore(test),
    calculator: exam.facts.onScreenCalculator !== undefined,
    endSectionEarly: exam.facts.sectionEndsOnlyAtTime === undefined,
    compensatoryTime: exam.facts.compensatoryTime ?? null,
    paperFirst: exam.facts.penAndPaper !== undefined,
    sections: test.sections.map((section) => ({
      id: section.id,
      name: section.name,
      short: section.short,
      timeLimitMinutes: section.timeLimitMinutes,
      lockOnTimeUp: section.lockOnTimeUp,
      marking: formatScheme(sectionScheme(test, section)),
      passages: (section.passages ?? []).map((passage) => ({
        id: passage.id,
        title: passage.title,
        body: renderMarkdownWithMath(passage.text),
      })),
      questions: section.questions.map((question) => {
        number += 1;
        return {
          id: question.id,
          number,
          type: question.type,
          passageId: question.passage,
          topic: question.topic,
          difficulty: question.difficulty,
          prompt: renderMarkdownWithMath(question.prompt),
          options: question.type === 'mcq' ? question.options.map((option) => renderMarkdownWithMath(option, { inline: true })) : [],
          explanation: renderMarkdownWithMath(explanationBody(question)),
          keyText: keyText(question),
        };
      }),
    })),
    keys: answerKeys(test),
    keyErrata: keyErrataOf(test.id),
  };
}
