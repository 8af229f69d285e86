import type { Report } from '@/lib/content/collection';
import { examById } from '@/lib/content/exams';
import type { PracticeTest } from '@/lib/content/practice';

/**
 * What the exam frame relies on in a test's structure: section labels that tell sections apart,
 * question ids unique in the test, passages that exist and are used, clocks that add up, and a
 * marking for every type of question.
 */
export function checkStructure(test: PracticeTest, report: Report): void {
  checkSectionLabels(test, report);
  checkQuestionsAndPassages(test, report);
  checkTimings(test, report);
  checkMarking(test, report);
}

function checkSectionLabels(test: PracticeTest, report: Report) {
  const shorts = new Set<string>();
  test.sections.forEach((section, s) => {
    if (shorts.has(section.short))
      report(`sections[${s}].short`, `"${section.short}" is another section's label too; set a different short label`);
    shorts.add(section.short);
    if (section.short.length > 8) report(`sections[${s}].short`, `"${section.short}" is longer than 8 characters; set a shorter label`);
  });
}

function checkQuestionsAndPassages(test: PracticeTest, report: Report) {
  const seen = new Set<string>();
  test.sections.forEach((section, s) => {
    const passages = new Set((section.passages ?? []).map((passage) => passage.id));
    const used = new Set<string>();
    if (section.lockOnTimeUp && !section.timeLimitMinutes)
      report(`sections[${s}].lockOnTimeUp`, 'needs timeLimitMinutes: a section locks when its time ends');
    section.questions.forEach((question, q) => {
      const field = `sections[${s}].questions[${q}]`;
      if (seen.has(question.id)) report(`${field}.id`, `"${question.id}" is used twice in this test`);
      seen.add(question.id);
      if (question.passage) {
        used.add(question.passage);
        if (!passages.has(question.passage))
          report(`${field}.passage`, `"${question.passage}" is not a passage of section "${section.id}"`);
      }
    });
    for (const passage of passages) if (!used.has(passage)) report(`sections[${s}].passages`, `passage "${passage}" has no question`);
  });
}

function checkTimings(test: PracticeTest, report: Report) {
  const limits = test.sections.map((section) => section.timeLimitMinutes);
  const timed = limits.filter((limit): limit is number => limit !== undefined);
  if (timed.length > 0 && timed.length < limits.length) report('sections', 'give every section a timeLimitMinutes, or none');
  if (timed.length === limits.length && timed.reduce((sum, limit) => sum + limit, 0) !== test.durationMinutes) {
    report('durationMinutes', `must be ${timed.reduce((sum, limit) => sum + limit, 0)}, the sum of the sections' limits`);
  }
}

function checkMarking(test: PracticeTest, report: Report) {
  const scheme = examById(test.exam).marking;
  test.sections.forEach((section, s) => {
    if (section.questions.some((question) => question.type === 'numeric') && !(section.marking ?? scheme).numeric) {
      report(
        `sections[${s}]`,
        `has type-in questions, but ${test.exam.toUpperCase()}'s marking has no numeric scheme; give the section its own marking`,
      );
    }
  });
}
