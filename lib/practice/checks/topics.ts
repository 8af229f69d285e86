import type { Report } from '@/lib/content/collection';
import type { PracticeTest } from '@/lib/content/practice';
import { CURRENT_AFFAIRS, nearestTopicNames, topicByName } from '@/lib/content/topics';

/**
 * Every question names a topic of content/topics.yaml, so drills and the analysis add up across
 * exams; and current affairs are dated: a section that promises them holds dated events, and each
 * such question says the date it describes (a year in its prompt or its passage). Static facts are
 * general knowledge.
 */
export function checkTopics(test: PracticeTest, report: Report): void {
  test.sections.forEach((section, s) =>
    section.questions.forEach((question, q) => {
      if (topicByName(question.topic)) return;
      const near = nearestTopicNames(question.topic);
      report(
        `sections[${s}].questions[${q}].topic`,
        `"${question.topic}" is not a topic of content/topics.yaml${near.length ? ` (did you mean ${near.map((name) => `"${name}"`).join(' or ')}?)` : ''}`,
      );
    }),
  );
  test.sections.forEach((section, s) => {
    const passages = new Map((section.passages ?? []).map((passage) => [passage.id, passage.text]));
    const dated = section.questions.filter((question) => question.topic === CURRENT_AFFAIRS);
    if (/current affairs/i.test(section.name) && dated.length === 0)
      report(
        `sections[${s}].name`,
        `"${section.name}" promises current affairs, but no question is on a dated event (topic "${CURRENT_AFFAIRS}"): name the section "General Knowledge"`,
      );
    section.questions.forEach((question, q) => {
      if (question.topic !== CURRENT_AFFAIRS) return;
      const text = `${question.prompt}\n${question.passage ? (passages.get(question.passage) ?? '') : ''}`;
      if (!/\b(?:19|20)\d\d\b/.test(text))
        report(
          `sections[${s}].questions[${q}].topic`,
          'a current-affairs question says the date it describes (a year in its prompt or passage)',
        );
    });
  });
}
