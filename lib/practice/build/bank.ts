import 'server-only';
import { examById } from '@/lib/content/exams';
import { practiceTests, questionCount, type PracticeQuestion, type PracticeTest } from '@/lib/content/practice';
import { topicByName, topicList } from '@/lib/content/topics';
import { renderMarkdownWithMathToHtml } from '@/lib/markdown';
import { explanationBody, keyFor, keyText } from '@/lib/practice/build/projection';
import { BANK_FORMAT, questionRef, type BankIndex, type BankQuestion, type ExamBank, type IndexedTest } from '../model/bank';

/**
 * Builds the question bank the notebook, drills and analysis fetch (see ./types.ts): rendered once
 * per build from content/practice/, by the static route app/practice/bank/[file]/route.ts.
 */

const topicId = (question: PracticeQuestion) => topicByName(question.topic)!.id;

function indexedTest(test: PracticeTest): IndexedTest {
  return {
    id: test.id,
    exam: test.exam,
    title: test.title,
    kind: test.kind,
    version: test.version,
    href: test.href,
    durationMinutes: test.durationMinutes,
    secondsPerQuestion: Math.round((test.durationMinutes * 60 * 10) / questionCount(test)) / 10,
    sections: test.sections.map((section) => ({
      id: section.id,
      name: section.name,
      timeLimitMinutes: section.timeLimitMinutes,
      lockOnTimeUp: section.lockOnTimeUp,
      questions: section.questions.map((question) => ({
        id: question.id,
        topic: topicId(question),
        key: keyFor(test, section, question),
      })),
    })),
  };
}

export function bankIndex(): BankIndex {
  const tests = practiceTests.all();
  const examIds = [...new Set(tests.map((test) => test.exam))];
  return {
    format: BANK_FORMAT,
    exams: examIds.map((id) => ({ id, name: examById(id).name })),
    topics: topicList.get().topics.map((topic) => ({ id: topic.id, name: topic.name })),
    tests: tests.map(indexedTest),
  };
}

export const bankExamIds = () => [...new Set(practiceTests.all().map((test) => test.exam))];

export function examBank(exam: string): ExamBank {
  const passages: ExamBank['passages'] = {};
  const questions: BankQuestion[] = [];
  for (const test of practiceTests.all().filter((candidate) => candidate.exam === exam)) {
    for (const section of test.sections) {
      for (const passage of section.passages ?? [])
        passages[questionRef(test.id, passage.id)] = { title: passage.title, html: renderMarkdownWithMathToHtml(passage.text) };
      for (const question of section.questions) {
        questions.push({
          ref: questionRef(test.id, question.id),
          testId: test.id,
          section: section.name,
          topic: topicId(question),
          difficulty: question.difficulty,
          type: question.type,
          prompt: renderMarkdownWithMathToHtml(question.prompt),
          options: question.type === 'mcq' ? question.options.map((option) => renderMarkdownWithMathToHtml(option, { inline: true })) : [],
          explanation: renderMarkdownWithMathToHtml(explanationBody(question)),
          keyText: keyText(question),
          ...(question.passage ? { passage: questionRef(test.id, question.passage) } : {}),
        });
      }
    }
  }
  return { format: BANK_FORMAT, exam, passages, questions };
}
