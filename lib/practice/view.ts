import type { ReactNode } from 'react';
import { formatScheme, marksFor } from '@/lib/content/marking';
import { examById } from '@/lib/content/exams';
import { maxScore, questionCount, sectionScheme, type PracticeTest } from '@/lib/content/practice';
import { renderMarkdownWithMath } from '@/lib/markdown';
import type { TestMeta } from './attempt';
import type { Keys } from './scoring';

/**
 * What the test page hands its island: the engine's outline of the test (ids, types, clocks),
 * the answer keys with each question's marks, and every prompt, option, passage and
 * explanation already rendered to elements at build time (the browser runs no Markdown or KaTeX).
 */

export type QuestionView = {
  id: string;
  number: number;
  type: 'mcq' | 'numeric';
  passageId?: string;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  prompt: ReactNode;
  options: ReactNode[];
  explanation: ReactNode;
  /** The key as a student reads it: "(B)", "42" or "between 2.4 and 2.5". */
  keyText: string;
};

export type SectionView = {
  id: string;
  name: string;
  timeLimitMinutes?: number;
  lockOnTimeUp?: boolean;
  /** The section's marking in a line, e.g. '+3/−1 for MCQs; +3, no negative marking for type-in answers'. */
  marking: string;
  passages: { id: string; title?: string; body: ReactNode }[];
  questions: QuestionView[];
};

export type TestView = {
  id: string;
  title: string;
  examName: string;
  durationMinutes: number;
  questionCount: number;
  maxScore: number;
  sections: SectionView[];
};

export function testMeta(test: PracticeTest): TestMeta {
  return {
    id: test.id,
    version: test.version,
    durationMinutes: test.durationMinutes,
    sections: test.sections.map((section) => ({
      id: section.id,
      name: section.name,
      timeLimitMinutes: section.timeLimitMinutes,
      lockOnTimeUp: section.lockOnTimeUp,
      questions: section.questions.map((question) => ({
        id: question.id,
        type: question.type,
        options: question.type === 'mcq' ? question.options.length : 0,
      })),
    })),
  };
}

export function answerKeys(test: PracticeTest): Keys {
  const keys: Keys = {};
  for (const section of test.sections) {
    for (const question of section.questions) {
      keys[question.id] = { type: question.type, answer: question.answer, marks: marksFor(sectionScheme(test, section), question.type) };
    }
  }
  return keys;
}

function keyText(answer: string | number | { min: number; max: number }, type: 'mcq' | 'numeric'): string {
  if (type === 'mcq') return `(${answer as string})`;
  return typeof answer === 'object' ? `any value from ${answer.min} to ${answer.max}` : String(answer);
}

export function testView(test: PracticeTest): TestView {
  let number = 0;
  return {
    id: test.id,
    title: test.title,
    examName: examById(test.exam).name,
    durationMinutes: test.durationMinutes,
    questionCount: questionCount(test),
    maxScore: maxScore(test),
    sections: test.sections.map((section) => ({
      id: section.id,
      name: section.name,
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
          // The review names the key beside the options; the explanation's closing Answer line would repeat it.
          explanation: renderMarkdownWithMath(question.explanation.replace(/\s*\*\*Answer: [^*]+\*\*\s*$/, '')),
          keyText: keyText(question.answer, question.type),
        };
      }),
    })),
  };
}
