import { z } from 'zod';
import { defineDocument } from './collection';
import { httpsUrl, text } from './common';
import { EXAM_IDS } from './exams';

/** One date an editor has confirmed in an official notice, with the notice's address. */
export const examDateSchema = z.strictObject({
  exam: z.enum(EXAM_IDS, { error: `must be one of ${EXAM_IDS.join(', ')}` }),
  /** What happens that day, e.g. "CAT 2026 exam day". */
  label: text(),
  date: z.iso.date({ error: 'must be a date such as 2026-12-07' }),
  /** The official notice that gives the date. */
  source: httpsUrl(),
});

export type ConfirmedExamDate = z.output<typeof examDateSchema>;

/**
 * content/exam-dates.json: the dates of all exams in one short file (not in each exam's long file),
 * so the content editor at /admin/ can add one without rewriting an exam's guide. Listed on /exams,
 * each with a calendar file (scripts/build/calendar-files.mjs).
 */
export const examDates = defineDocument({
  name: 'confirmed exam dates',
  file: 'exam-dates.json',
  // No dates may be left out (the content editor leaves out an empty list): it reads as none.
  schema: z.strictObject({ dates: z.array(examDateSchema).default([]) }),
});

/** Every confirmed date, soonest first. */
export const confirmedExamDates = (): ConfirmedExamDate[] => [...examDates.get().dates].sort((a, b) => a.date.localeCompare(b.date));
