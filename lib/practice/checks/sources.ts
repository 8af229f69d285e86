import type { Report } from '@/lib/content/collection';
import { currentAffairsSources, type PracticeTest } from '@/lib/content/practice';

/**
 * Current affairs are written from a public page, never from memory: every current-affairs question
 * names its source (on itself or on its passage), with the page's date and the event's. How old the
 * event may be is a freshness warning (lib/content/freshness.ts), not an error: a question does not
 * become wrong on a given day, only stale.
 */
export function checkSources(test: PracticeTest, report: Report): void {
  test.sections.forEach((section, s) => {
    section.passages?.forEach((passage, p) => {
      if (passage.source && passage.source.event > passage.source.published)
        report(
          `sections[${s}].passages[${p}].source.event`,
          `${passage.source.event} is after the page's date (${passage.source.published})`,
        );
    });
    section.questions.forEach((question, q) => {
      if (question.source && question.source.event > question.source.published)
        report(
          `sections[${s}].questions[${q}].source.event`,
          `${question.source.event} is after the page's date (${question.source.published})`,
        );
    });
  });
  for (const { question, source } of currentAffairsSources(test))
    if (!source)
      report(
        question,
        'is missing: a current-affairs question names the public page it was written from, on the question or its passage (source: { url, published, event })',
      );
}
