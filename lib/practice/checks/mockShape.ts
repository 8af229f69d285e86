import { sectionsSentence, type ExamFacts, type ExamSection } from '@/lib/content/examFacts';
import { examFile, type Exam } from '@/lib/content/exams';
import type { MarkingScheme } from '@/lib/content/marking';

/**
 * A full-length mock (`kind: full-length`) is the exam's real pattern, and the exam's own file says
 * what that pattern is: `facts` (questions, duration, sections, sectional time limit) and
 * `marking`. This check compares the two, so a mock and its exam's page can never disagree; it runs
 * on every full-length test in check:content and the build (./index.ts), which fail naming the test
 * file, the field and the exam file's wording.
 */

type MockSection = {
  name: string;
  short: string;
  timeLimitMinutes?: number;
  lockOnTimeUp?: boolean;
  marking?: MarkingScheme;
  questions: readonly { type: 'mcq' | 'numeric' }[];
};

export type MockTest = { exam: string; durationMinutes: number; sections: readonly MockSection[] };

/**
 * Whether a test's section is the one the facts name: it has the facts' name or short label, and
 * where the facts give the section's type (IPMAT's MCQ and short answer), only questions of it.
 */
export function sectionMatches(named: ExamSection, section: MockSection): boolean {
  if (section.name !== named.name && section.short !== named.short) return false;
  return named.type === undefined || section.questions.every((question) => question.type === named.type);
}

/** How the facts' sentence calls a section: "VARC", "current affairs and GK". */
const called = (named: ExamSection) => named.wording ?? named.name;

/** The sectional time limit the facts give: minutes per section, none, or null for a sentence in another form. */
export function readSectionalLimit(sentence: string): { minutes: number } | 'none' | null {
  const minutes = sentence.match(/^\s*(\d+) minutes per section\b/i);
  if (minutes) return { minutes: Number(minutes[1]) };
  return /^\s*(none|no sectional time limit)\b/i.test(sentence) ? 'none' : null;
}

const sameMarking = (a: MarkingScheme, b: MarkingScheme) =>
  a.mcq.correct === b.mcq.correct &&
  a.mcq.wrong === b.mcq.wrong &&
  a.numeric?.correct === b.numeric?.correct &&
  a.numeric?.wrong === b.numeric?.wrong;

/** Reports every way a full-length mock differs from its exam's facts and marking. */
export function checkFullLengthShape(test: MockTest, exam: Exam, report: (field: string, message: string) => void): void {
  const facts: ExamFacts = exam.facts;
  const file = examFile(exam);
  const where = (field: string, value: string | number) => `${file} → facts.${field} says ${JSON.stringify(value)}`;
  const total = test.sections.reduce((sum, section) => sum + section.questions.length, 0);

  if (total !== facts.questions) report('sections', `has ${total} questions in all, but ${where('questions', facts.questions)}`);
  if (test.durationMinutes !== facts.durationMinutes)
    report('durationMinutes', `is ${test.durationMinutes}, but ${where('durationMinutes', facts.durationMinutes)}`);

  const sentence = sectionsSentence(facts);
  if (test.sections.length !== facts.sections.length)
    report('sections', `has ${test.sections.length} sections, but ${where('sections', sentence)} (${facts.sections.length} sections)`);
  // Each section the facts name is matched to one of the test's: the one in its place when the
  // facts list the sections in the test's order, else any that is left.
  const ordered = facts.sectionsListedInOrder;
  const taken = new Set<number>();
  facts.sections.forEach((named, n) => {
    const index = ordered
      ? sectionMatches(named, test.sections[n] ?? { name: '', short: '', questions: [] })
        ? n
        : -1
      : test.sections.findIndex((section, s) => !taken.has(s) && sectionMatches(named, section));
    if (index < 0) {
      const place = ordered ? `sections[${n}].name` : 'sections';
      const actual = ordered && test.sections[n] ? `is "${test.sections[n].name}"` : 'has no section';
      const type = named.type ? ` (${named.type === 'numeric' ? 'type-in' : 'MCQ'} questions only)` : '';
      report(place, `${actual} where ${where('sections', sentence)}: expected "${called(named)}"${type}`);
      return;
    }
    taken.add(index);
    const count = test.sections[index].questions.length;
    if (named.questions !== undefined && count !== named.questions)
      report(
        `sections[${index}].questions`,
        `has ${count} questions, but ${where('sections', sentence)} (${named.questions} for "${called(named)}")`,
      );
  });

  const limit = readSectionalLimit(facts.sectionalTimeLimit);
  if (!limit) {
    report('sections', `cannot be timed: ${where('sectionalTimeLimit', facts.sectionalTimeLimit)}, a form the check does not read`);
  } else {
    test.sections.forEach((section, s) => {
      if (limit === 'none') {
        if (section.timeLimitMinutes !== undefined)
          report(`sections[${s}].timeLimitMinutes`, `must be left out: ${where('sectionalTimeLimit', facts.sectionalTimeLimit)}`);
        return;
      }
      if (section.timeLimitMinutes !== limit.minutes)
        report(
          `sections[${s}].timeLimitMinutes`,
          `is ${section.timeLimitMinutes ?? 'missing'}, but ${where('sectionalTimeLimit', facts.sectionalTimeLimit)}`,
        );
      // A sectional limit is the real exam's lock: the section closes when its time ends.
      if (section.lockOnTimeUp !== true)
        report(
          `sections[${s}].lockOnTimeUp`,
          `must be true: ${where('sectionalTimeLimit', facts.sectionalTimeLimit)}, and the section closes when it ends`,
        );
    });
  }

  const examMarking = `${file} → marking`;
  test.sections.forEach((section, s) => {
    if (section.marking && !sameMarking(section.marking, exam.marking))
      report(`sections[${s}].marking`, `differs from ${examMarking}: a full-length mock scores as the exam does (leave it out)`);
  });
  const typeIn = test.sections.some((section) => section.questions.some((question) => question.type === 'numeric'));
  if (exam.marking.numeric && !typeIn)
    report('sections', `has no type-in questions, but ${examMarking}.numeric marks them: the exam has them, so its mock does too`);
}

/**
 * The minutes a sectional test gets: the section's own limit where the exam has one (CAT's 40),
 * otherwise the exam's pace for that many questions (CLAT's 120 minutes for 120 questions gives a
 * 24-question section 24 minutes), to the nearest minute.
 */
export function sectionalMinutes(facts: ExamFacts, questions: number): number | null {
  const limit = readSectionalLimit(facts.sectionalTimeLimit);
  if (!limit) return null;
  if (limit !== 'none') return limit.minutes;
  return Math.round((facts.durationMinutes * questions) / facts.questions);
}

/**
 * Reports every way a sectional test (`kind: sectional`) differs from the exam section it stands
 * for: one section, named as the facts name it, at its real size (the facts' count where they give
 * one, else the size of that section in the exam's full-length mocks, which the check above ties to
 * the facts), its real time (sectionalMinutes) and the exam's marking.
 */
export function checkSectionalShape(
  test: MockTest,
  exam: Exam,
  fullLength: readonly MockTest[],
  report: (field: string, message: string) => void,
): void {
  const facts: ExamFacts = exam.facts;
  const file = examFile(exam);
  const where = (field: string, value: string | number) => `${file} → facts.${field} says ${JSON.stringify(value)}`;
  if (test.sections.length !== 1) {
    report('sections', `has ${test.sections.length} sections: a sectional test is one section of the exam`);
    return;
  }
  const section = test.sections[0];
  const named = facts.sections.find((candidate) => sectionMatches(candidate, section));
  if (!named) {
    const names = facts.sections.map((candidate) => `"${called(candidate)}"`).join(', ');
    report(
      'sections[0].name',
      `"${section.name}" is not a section of ${where('sections', sectionsSentence(facts))}: expected one of ${names}`,
    );
    return;
  }
  const count = section.questions.length;
  if (named.questions !== undefined) {
    if (count !== named.questions)
      report(
        'sections[0].questions',
        `has ${count} questions, but ${where('sections', sectionsSentence(facts))} (${named.questions} for "${called(named)}")`,
      );
  } else {
    const sizes = [
      ...new Set(
        fullLength
          .map((mock) => mock.sections.find((candidate) => sectionMatches(named, candidate))?.questions.length)
          .filter((size) => size !== undefined),
      ),
    ];
    if (sizes.length === 0)
      report('sections[0].questions', `cannot be sized: the facts give no count for "${called(named)}" and no full-length mock has it`);
    else if (sizes.length > 1)
      report('sections[0].questions', `cannot be sized: the full-length mocks give "${called(named)}" ${sizes.join(' and ')} questions`);
    else if (count !== sizes[0])
      report(
        'sections[0].questions',
        `has ${count} questions, but "${called(named)}" has ${sizes[0]} in the exam's full-length mocks (its real size)`,
      );
  }
  const minutes = sectionalMinutes(facts, count);
  const limit = readSectionalLimit(facts.sectionalTimeLimit);
  if (minutes === null) {
    report('durationMinutes', `cannot be timed: ${where('sectionalTimeLimit', facts.sectionalTimeLimit)}, a form the check does not read`);
  } else {
    const basis =
      limit === 'none'
        ? `the exam's pace (${facts.durationMinutes} minutes for ${facts.questions} questions) for ${count} questions`
        : `the section's own limit (${where('sectionalTimeLimit', facts.sectionalTimeLimit)})`;
    if (test.durationMinutes !== minutes) report('durationMinutes', `is ${test.durationMinutes}, but ${basis} is ${minutes}`);
    if (limit !== 'none' && limit !== null) {
      if (section.timeLimitMinutes !== minutes)
        report('sections[0].timeLimitMinutes', `is ${section.timeLimitMinutes ?? 'missing'}, but ${basis} is ${minutes}`);
      if (section.lockOnTimeUp !== true)
        report('sections[0].lockOnTimeUp', `must be true: the section closes when its time ends, as in the exam`);
    } else if (section.timeLimitMinutes !== undefined && section.timeLimitMinutes !== minutes) {
      report('sections[0].timeLimitMinutes', `is ${section.timeLimitMinutes}, but ${basis} is ${minutes} (or leave it out)`);
    }
  }
  if (section.marking && !sameMarking(section.marking, exam.marking))
    report('sections[0].marking', `differs from ${file} → marking: a sectional test scores as the exam does (leave it out)`);
}
