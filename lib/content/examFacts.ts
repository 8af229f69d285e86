import { z } from 'zod';
import { httpsUrl, text } from './common';
import { formatMarks, formatScheme, type MarkingScheme } from './marking';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Month = (typeof MONTHS)[number];

/** One section of an exam. */
export const examSectionSchema = z.strictObject({
  /** As the exam names it, and its full-length mock too: "Verbal Ability and Reading Comprehension". */
  name: text(),
  /** Its label on the mock's section switcher: "VARC". */
  short: text().max(8, 'must be at most 8 characters: the section switcher fits one row on a 320 px phone'),
  /** How many questions it has, where the exam fixes that. */
  questions: z.number().int().positive().optional(),
  /** The one type of its questions, where the exam's sections differ in type (IPMAT's MCQ and short answer). */
  type: z.enum(['mcq', 'numeric']).optional(),
  /** The words the page's sentence uses for it, where they are not its name: "VARC", "current affairs and GK". */
  wording: text().optional(),
});

export type ExamSection = z.output<typeof examSectionSchema>;

/**
 * The figures every exam carries in its own content file, in one shape, so its page's key-facts
 * box and the comparison on /exams read the same fields and can never disagree. `cycle` and
 * `officialSite` say where the figures come from.
 */
export const examFactsSchema = z
  .strictObject({
    conductedBy: text(),
    questions: z.number().int().positive(),
    durationMinutes: z.number().int().positive(),
    /** The sections, in the order the test sets them; the page says them in one sentence (see sectionsSentence). */
    sections: z.array(examSectionSchema).min(1),
    /**
     * How that sentence lists them: after their number ("3: VARC, DILR …"), after the questions of
     * each ("40 per section: …") or with neither ("Quantitative Aptitude 40, Verbal Ability 40, …");
     * the last two joined by "and" or by a comma. A section's count follows its name unless the
     * sentence leads with it.
     */
    sectionsSentence: z
      .strictObject({ lead: z.enum(['count', 'per section']).optional(), and: z.boolean().default(false) })
      .default({ and: false }),
    /**
     * Whether `sections` are in the order the test sets them (the usual case). False where the
     * exam's wording gives the sections but not their order (IPMAT's "Verbal Ability MCQ 50, …"):
     * a full-length mock then matches them by name, count and type only (lib/practice/checks/mockShape.ts).
     */
    sectionsListedInOrder: z.boolean().default(true),
    sectionalTimeLimit: text(),
    attempts: text(),
    eligibility: text(),
    mode: text(),
    /** The months the exam is usually held in (the year at a glance on /exams): usual months, not dates. */
    usualMonths: z.array(z.enum(MONTHS, { error: 'must be a month such as "May"' })),
    /** Said instead of months where the exam has no usual months (each university sets its own). */
    heldNote: text().optional(),
    /** The exam's own site, where its notice is published; left out only where no single site exists. */
    officialSite: httpsUrl().optional(),
    /**
     * The exam screen's own basic calculator (CAT's, on the TCS iON screen), with the page that says
     * so: the practice screen of this exam's tests offers the same (lib/practice/engine/calculator.ts).
     * Left out where the exam has none; physical calculators are barred in every exam here.
     */
    onScreenCalculator: z.strictObject({ source: httpsUrl(), cycle: text() }).optional(),
    /**
     * Where the exam's screen moves to the next section only when a section's time is up (CAT), with
     * the page that says so: its practice tests then offer no End section. Left out where a
     * candidate may end a section early.
     */
    sectionEndsOnlyAtTime: z.strictObject({ source: httpsUrl(), cycle: text() }).optional(),
    /**
     * The official compensatory time for candidates with a benchmark disability, where one is known:
     * its size in minutes per hour of the paper (spread over timed sections in proportion), the
     * rule in the exam's words, and the page that reports it. Its tests then offer "I am eligible
     * for compensatory time"; left out where no official figure is known, so nothing is invented.
     */
    compensatoryTime: z
      .strictObject({ minutesPerHour: z.number().positive().max(60), rule: text(), source: httpsUrl(), cycle: text() })
      .optional(),
    /**
     * Where the real exam is a printed question booklet answered on an OMR sheet with a ballpoint
     * pen (CLAT, AILET), with the page that says so: its practice tests then offer paper mode first
     * (print the booklet and the sheet, enter the answers after).
     */
    penAndPaper: z.strictObject({ source: httpsUrl(), cycle: text() }).optional(),
    /** The exam cycle these figures describe, e.g. "CLAT 2025". */
    cycle: text(),
  })
  .superRefine((facts, context) => {
    const counts = facts.sections.map((section) => section.questions);
    const total = counts.reduce((sum: number, count) => sum + (count ?? 0), 0);
    if (counts.every((count) => count !== undefined) && total !== facts.questions)
      context.addIssue({
        code: 'custom',
        path: ['sections'],
        message: `the sections' questions add up to ${total}, but the exam has ${facts.questions}`,
      });
    if (facts.sectionsSentence.lead === 'per section' && (counts[0] === undefined || counts.some((count) => count !== counts[0])))
      context.addIssue({
        code: 'custom',
        path: ['sectionsSentence', 'lead'],
        message: '"per section" needs the same number of questions in every section',
      });
  });

export type ExamFacts = z.output<typeof examFactsSchema>;

/** "Yes: −1 per wrong MCQ; none on short answer questions", or "None". */
export function negativeMarking(scheme: MarkingScheme): string {
  if (scheme.mcq.wrong === 0 && (scheme.numeric?.wrong ?? 0) === 0) return 'None';
  const mcq = scheme.mcq.wrong === 0 ? 'none on MCQs' : `−${Math.abs(scheme.mcq.wrong)} per wrong MCQ`;
  const numeric = scheme.numeric
    ? `; ${scheme.numeric.wrong === 0 ? 'none' : formatMarks(scheme.numeric)} on ${scheme.numericName ?? 'type-in answers'}`
    : '';
  return `Yes: ${mcq}${numeric}`;
}

/**
 * The sections as the page says them: "3: VARC, DILR and Quantitative Ability", "40 per section:
 * Quantitative and Numerical Ability, …", "Quantitative Aptitude 40, Verbal Ability 40, …".
 */
export function sectionsSentence(facts: Pick<ExamFacts, 'sections' | 'sectionsSentence'>): string {
  const { lead, and } = facts.sectionsSentence;
  const items = facts.sections.map((section) => {
    const words = section.wording ?? section.name;
    return section.questions !== undefined && lead !== 'per section' ? `${words} ${section.questions}` : words;
  });
  const list = and && items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items.join(', ');
  if (lead === 'count') return `${facts.sections.length}: ${list}`;
  if (lead === 'per section') return `${facts.sections[0].questions} per section: ${list}`;
  return list;
}

/** "May", "April to June", "November". */
export function formatMonths(months: readonly Month[]): string {
  const sorted = [...months].sort((a, b) => MONTHS.indexOf(a) - MONTHS.indexOf(b));
  const consecutive = sorted.every((month, index) => index === 0 || MONTHS.indexOf(month) === MONTHS.indexOf(sorted[index - 1]) + 1);
  if (sorted.length > 2 && consecutive) return `${sorted[0]} to ${sorted.at(-1)}`;
  return sorted.length === 2 ? `${sorted[0]} and ${sorted[1]}` : sorted.join(', ');
}

export type FactRow = { key: FactKey; label: string; value: string; href?: string };
export type FactKey =
  | 'conductedBy'
  | 'questions'
  | 'duration'
  | 'sections'
  | 'marking'
  | 'negativeMarking'
  | 'sectionalTimeLimit'
  | 'attempts'
  | 'eligibility'
  | 'usualMonths'
  | 'mode'
  | 'officialSite';

/** The exam's facts as label/value rows, in the order the page and the comparison show them. */
export function factRows(facts: ExamFacts, marking: MarkingScheme): FactRow[] {
  const rows: FactRow[] = [
    { key: 'conductedBy', label: 'Conducted by', value: facts.conductedBy },
    { key: 'questions', label: 'Questions', value: String(facts.questions) },
    { key: 'duration', label: 'Duration', value: `${facts.durationMinutes} minutes` },
    { key: 'sections', label: 'Sections', value: sectionsSentence(facts) },
    { key: 'marking', label: 'Marking', value: formatScheme(marking) },
    { key: 'negativeMarking', label: 'Negative marking', value: negativeMarking(marking) },
    { key: 'sectionalTimeLimit', label: 'Sectional time limit', value: facts.sectionalTimeLimit },
    { key: 'attempts', label: 'Attempts', value: facts.attempts },
    { key: 'eligibility', label: 'Eligibility', value: facts.eligibility },
    {
      key: 'usualMonths',
      label: 'Usually held in',
      value: facts.usualMonths.length ? formatMonths(facts.usualMonths) : (facts.heldNote ?? 'See the official notice'),
    },
    { key: 'mode', label: 'Mode', value: facts.mode },
  ];
  if (facts.officialSite)
    rows.push({ key: 'officialSite', label: 'Official website', value: new URL(facts.officialSite).host, href: facts.officialSite });
  return rows;
}
