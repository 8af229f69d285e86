import { allExams, examFile } from './exams';
import { MONTHS } from './examFacts';
import { marquee } from './marquee';
import { currentAffairsSources, practiceTests } from './practice';
import { storeCategories } from './store';

/**
 * Warnings for content that has gone stale by the day of the build: a site that sells last year's
 * batch or quotes an old exam cycle looks abandoned. They never fail a build (the content is still
 * valid); check:content and the build print them so an editor sees them on every run.
 *
 * - An exam's `facts.cycle` more than a year behind the build year. A cycle names the last notice
 *   an editor checked the figures against; notices come out months before each exam, so the
 *   previous year's cycle is still current for part of the year, and two years back is stale.
 * - A start date in the announcement (marquee) that has passed, or that gives no year (a reader
 *   cannot tell which January "starts 5 January" means), and a batch for an exam year gone by.
 * - A store category whose newest previous paper of an exam is more than a year behind.
 * - A current-affairs question (or its passage) about an event more than 18 months old: the law
 *   exams ask about the year before the paper.
 */
export type FreshnessWarning = { file: string; field: string; message: string };

const yearIn = (text: string) => Number(text.match(/\b(20\d\d)\b/)?.[1] ?? NaN);
const MONTH_PATTERN = MONTHS.join('|');

/** Dates written after "start", "starts", "starting", "from" or "begins": "start 5 January 2027". */
export function startDates(text: string): { text: string; day: number; month: number; year?: number }[] {
  const pattern = new RegExp(
    `\\b(?:starts?|starting|from|begins?|beginning)\\s+(?:on\\s+)?(\\d{1,2})\\s+(${MONTH_PATTERN})(?:,?\\s+(20\\d\\d))?`,
    'gi',
  );
  return [...text.matchAll(pattern)].map((match) => ({
    text: match[0],
    day: Number(match[1]),
    month: MONTHS.findIndex((month) => month.toLowerCase() === match[2].toLowerCase()),
    year: match[3] ? Number(match[3]) : undefined,
  }));
}

/** Warnings about one announcement text (exported for its unit test). */
export function announcementWarnings(text: string, today: Date): string[] {
  const warnings: string[] = [];
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (const date of startDates(text)) {
    if (date.year === undefined)
      warnings.push(`"${date.text}" has no year: write it in full, e.g. "${date.text} ${today.getUTCFullYear() + 1}"`);
    else if (Date.UTC(date.year, date.month, date.day) < startOfToday) warnings.push(`"${date.text}" has passed`);
  }
  for (const match of text.matchAll(/\b([A-Z]{2,}(?:\s[A-Z][a-z]+)?)\s(20\d\d)\b[^.]*\bbatch\b/g)) {
    if (Number(match[2]) < today.getUTCFullYear()) warnings.push(`a batch for ${match[1]} ${match[2]}, an exam year gone by`);
  }
  return warnings;
}

/** "CAT 2025 Slot 1 Paper" → { exam: "CAT", year: 2025 }; a range "2015–2025" counts its last year. */
export function paperYear(name: string): { exam: string; year: number } | null {
  const match = name.match(/^([A-Z]{2,}(?: [A-Z]{2,})?)\b.*?\b(20\d\d)(?:\s*[–-]\s*(20\d\d))?/);
  if (!match) return null;
  return { exam: match[1], year: Number(match[3] ?? match[2]) };
}

export function freshnessWarnings(today: Date = new Date()): FreshnessWarning[] {
  const warnings: FreshnessWarning[] = [];
  const thisYear = today.getUTCFullYear();

  for (const exam of allExams()) {
    const year = yearIn(exam.facts.cycle);
    if (Number.isNaN(year)) continue;
    if (year < thisYear - 1) {
      warnings.push({
        file: examFile(exam),
        field: 'facts.cycle',
        message: `"${exam.facts.cycle}" is more than a year old: check the latest official notice, update the figures, then the cycle`,
      });
    }
  }

  for (const message of announcementWarnings(marquee.get().text, today)) {
    warnings.push({ file: 'content/marquee.json', field: 'text', message });
  }

  for (const category of storeCategories.all()) {
    const newest = new Map<string, number>();
    category.sections
      .flatMap((section) => section.items)
      .filter((item) => item.type === 'Previous Papers')
      .forEach((item) => {
        const found = paperYear(item.name);
        if (found) newest.set(found.exam, Math.max(newest.get(found.exam) ?? 0, found.year));
      });
    for (const [exam, year] of newest) {
      if (year < thisYear - 1) {
        warnings.push({
          file: `content/store/${category.id}.json`,
          field: 'sections',
          message: `the newest ${exam} paper is from ${year}: add the papers held since`,
        });
      }
    }
  }
  warnings.push(...staleCurrentAffairs(today));
  return warnings;
}

/** The day `months` calendar months before `today`, as YYYY-MM-DD. */
function monthsBefore(today: Date, months: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  return day.toISOString().slice(0, 10);
}

const CURRENT_AFFAIRS_MONTHS = 18;

function staleCurrentAffairs(today: Date): FreshnessWarning[] {
  const oldest = monthsBefore(today, CURRENT_AFFAIRS_MONTHS);
  const warnings: FreshnessWarning[] = [];
  for (const test of practiceTests.valid())
    for (const { field, source } of currentAffairsSources(test))
      if (source && source.event < oldest)
        warnings.push({
          file: practiceTests.file(test.id),
          field: `${field}.event`,
          message: `${source.event} is more than ${CURRENT_AFFAIRS_MONTHS} months ago: replace the question with a recent event`,
        });
  // A passage shared by several questions is named once.
  return warnings.filter((warning, i) => warnings.findIndex((other) => other.file === warning.file && other.field === warning.field) === i);
}
