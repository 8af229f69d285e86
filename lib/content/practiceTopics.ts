import { urls } from '@/lib/urls';
import { examById } from './exams';
import { practiceTests, type PracticeTest } from './practice';
import { topicByName, topicList, type Topic } from './topics';

/**
 * The topics that have practice questions, with how many each exam has: /practice/topics lists
 * them, and each links its drill (/practice/drill?topic={id}). Counted from the tests, so a new test
 * adds to its topics' pools at the next build.
 */
export type PracticeTopic = Topic & {
  href: string;
  areaName: string;
  /** Questions per exam id, in the exams' order. */
  counts: { exam: string; examName: string; questions: number }[];
  total: number;
};

export function practiceTopics(tests: PracticeTest[] = practiceTests.all()): PracticeTopic[] {
  const list = topicList.get();
  const counts = new Map<string, Map<string, number>>();
  for (const test of tests)
    for (const section of test.sections)
      for (const question of section.questions) {
        const topic = topicByName(question.topic)!.id;
        const byExam = counts.get(topic) ?? new Map<string, number>();
        byExam.set(test.exam, (byExam.get(test.exam) ?? 0) + 1);
        counts.set(topic, byExam);
      }
  const examOrder = [...new Set(tests.map((test) => test.exam))];
  return list.topics
    .filter((topic) => counts.has(topic.id))
    .map((topic) => {
      const byExam = counts.get(topic.id)!;
      const perExam = examOrder
        .filter((exam) => byExam.has(exam))
        .map((exam) => ({ exam, examName: examById(exam as Parameters<typeof examById>[0]).name, questions: byExam.get(exam)! }));
      return {
        ...topic,
        href: urls.topicDrill(topic.id),
        areaName: list.areas.find((area) => area.id === topic.area)!.name,
        counts: perExam,
        total: perExam.reduce((sum, entry) => sum + entry.questions, 0),
      };
    });
}
