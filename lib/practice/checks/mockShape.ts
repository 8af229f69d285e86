import type { ExamFacts } from '@/lib/content/examFacts';
import { examFile, type Exam } from '@/lib/content/exams';
import type { MarkingScheme } from '@/lib/content/marking';

/**
 * A full-length mock (`kind: full-length`) is the exam's real pattern, and the exam's own file says
 * what that pattern is: `facts` (questions, duration, sections, sectional time limit) and
 * `marking`. This check compares the two, so a mock and its exam's page can never disagree; it runs
 * on every full-length test in check:content and the build (./index.ts), which fail naming the test
 * file, the field and the exam file's wording.
 */

/** One section as the exam's facts name it: "Verbal Ability MCQ 50" → name, question count, type. */
export type FactsSection = { name: string; questions?: number; type?: 'mcq' | 'numeric' };

/** What facts.sections says: how many sections, and each one's name (and count) where it names them. */
export type FactsPattern = { count: number; sections: FactsSection[] };

/**
 * Reads the sections sentence of an exam's facts. The forms in use:
 * "3: VARC, DILR and Quantitative Ability" (a count, then names),
 * "40 per section: A, B, C" (one count for every section),
 * "Quantitative Aptitude 40, Verbal Ability 40, Logical Reasoning 40" (names with counts).
 * A name may itself hold "and" ("current affairs and GK"), so a final "X and Y" is split in two only
 * when the leading count says one more section is missing. Without a leading count, every name must
 * carry its own. Returns null for a sentence in another form.
 */
export function readFactsSections(sentence: string): FactsPattern | null {
  const lead = sentence.match(/^\s*(\d+)( per section)?:\s*(.+)$/);
  const total = lead && !lead[2] ? Number(lead[1]) : undefined;
  const perSection = lead?.[2] ? Number(lead[1]) : undefined;
  const items = (lead ? lead[3] : sentence)
    .split(/,\s*/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (total !== undefined && items.length === total - 1) {
    const last = items.pop()!;
    const split = last.split(/\s+and\s+/);
    if (split.length !== 2) return null;
    items.push(...split);
  }
  if (total !== undefined && items.length !== total) return null;
  const sections = items.map((item): FactsSection => {
    const counted = item.match(/^(.+?)\s+(\d+)$/);
    const name = counted ? counted[1] : item;
    const questions = counted ? Number(counted[2]) : perSection;
    const type = /\bshort answer\b/i.test(name) ? 'numeric' : /\bMCQs?\b/.test(name) ? 'mcq' : undefined;
    return { name, ...(questions !== undefined ? { questions } : {}), ...(type ? { type } : {}) };
  });
  // Without a leading count, the sentence must count every section itself.
  if (!lead && sections.some((section) => section.questions === undefined)) return null;
  return { count: sections.length, sections };
}

const STOP_WORDS = new Set(['and', 'including', 'incl', 'of', 'the', 'with']);

/** The words that name a section, without joining words or the question type ("MCQ", "short answer"). */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bgk\b/g, 'general knowledge')
    .replace(/\bshort answer\b|\bmcqs?\b/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word));
}

const initials = (name: string) =>
  name
    .replace(/\(.*?\)/g, ' ')
    .split(/[^A-Za-z]+/)
    .filter((word) => word && !STOP_WORDS.has(word.toLowerCase()))
    .map((word) => word[0].toUpperCase())
    .join('');

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
 * Whether a test's section is the one the facts name: its name holds every word of the facts' name
 * ("English" → "English Language", "current affairs and GK" → "Current Affairs including General
 * Knowledge"), or the facts give its short label or initials ("VARC", "DILR"); and where the facts
 * say MCQ or short answer, its questions are of that type.
 */
export function sectionMatches(named: FactsSection, section: MockSection): boolean {
  const wanted = nameWords(named.name);
  const have = new Set(nameWords(section.name));
  const compact = named.name.replace(/\s+/g, '');
  const byName =
    (wanted.length > 0 && wanted.every((word) => have.has(word))) || compact === section.short || compact === initials(section.name);
  if (!byName) return false;
  return named.type === undefined || section.questions.every((question) => question.type === named.type);
}

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

  const pattern = readFactsSections(facts.sections);
  if (!pattern) {
    report(
      'sections',
      `cannot be compared: ${where('sections', facts.sections)}, a form the check does not read (see lib/content/mockShape.ts)`,
    );
  } else {
    if (test.sections.length !== pattern.count)
      report('sections', `has ${test.sections.length} sections, but ${where('sections', facts.sections)} (${pattern.count} sections)`);
    // Each section the facts name is matched to one of the test's: the one in its place when the
    // facts list the sections in the test's order, else any that is left.
    const ordered = facts.sectionsListedInOrder;
    const taken = new Set<number>();
    pattern.sections.forEach((named, n) => {
      const index = ordered
        ? sectionMatches(named, test.sections[n] ?? { name: '', short: '', questions: [] })
          ? n
          : -1
        : test.sections.findIndex((section, s) => !taken.has(s) && sectionMatches(named, section));
      if (index < 0) {
        const place = ordered ? `sections[${n}].name` : 'sections';
        const actual = ordered && test.sections[n] ? `is "${test.sections[n].name}"` : 'has no section';
        const type = named.type ? ` (${named.type === 'numeric' ? 'type-in' : 'MCQ'} questions only)` : '';
        report(place, `${actual} where ${where('sections', facts.sections)}: expected "${named.name}"${type}`);
        return;
      }
      taken.add(index);
      const count = test.sections[index].questions.length;
      if (named.questions !== undefined && count !== named.questions)
        report(
          `sections[${index}].questions`,
          `has ${count} questions, but ${where('sections', facts.sections)} (${named.questions} for "${named.name}")`,
        );
    });
  }

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
