import { z } from 'zod';
import { defineDocument } from './collection';
import { text } from './common';
import { practiceTests } from './practice';

/**
 * content/errata.yaml: every correction to a published practice question, with the day, what
 * changed and why. /errata lists them; a key correction also travels with its test's projection,
 * so attempts saved before it are re-scored when shown (lib/practice/engine/rescore.ts). That the
 * test and question exist and a new key is the test's key now is checked by check:content
 * (lib/practice/checks/errata.ts), which loads every test; this loader reads one small file.
 */

export const ERRATA_CHANGES = ['key', 'wording', 'options', 'explanation'] as const;

const correctionSchema = z
  .strictObject({
    /** The day the correction was published, YYYY-MM-DD. */
    date: z.iso.date({ error: 'must be a date written YYYY-MM-DD' }),
    /** The practice test's id: its file name in content/practice/. */
    test: text(),
    /** The question's id in that test. */
    question: text(),
    change: z.enum(ERRATA_CHANGES),
    /** What changed, for students. */
    what: text(),
    /** Why: the mistake, and how the corrected version was checked. */
    why: text(),
    /** For a change of key: the key before and after, as keyString writes them ("B", "42", "2.4 to 2.5"). */
    previousKey: text().optional(),
    newKey: text().optional(),
  })
  .superRefine((entry, context) => {
    for (const field of ['previousKey', 'newKey'] as const) {
      if (entry.change === 'key' && entry[field] === undefined)
        context.addIssue({ code: 'custom', path: [field], message: 'is required when change is key' });
      if (entry.change !== 'key' && entry[field] !== undefined)
        context.addIssue({ code: 'custom', path: [field], message: 'is only for change: key' });
    }
    if (entry.change === 'key' && entry.previousKey !== undefined && entry.previousKey === entry.newKey)
      context.addIssue({ code: 'custom', path: ['newKey'], message: 'must differ from previousKey' });
  });

export type Correction = z.output<typeof correctionSchema>;

export const errata = defineDocument({
  name: 'errata',
  file: 'errata.yaml',
  schema: z.strictObject({ corrections: z.array(correctionSchema).default([]) }),
});

/** Newest first; corrections of one day in the file's order. */
export const corrections = (): Correction[] =>
  errata
    .get()
    .corrections.map((correction, position) => ({ correction, position }))
    .sort((a, b) => b.correction.date.localeCompare(a.correction.date) || a.position - b.position)
    .map(({ correction }) => correction);

/** A test's key corrections, as its projection carries them (oldest first). */
export const keyErrataOf = (testId: string): { date: string; questionId: string }[] =>
  errata
    .get()
    .corrections.filter((correction) => correction.change === 'key' && correction.test === testId)
    .map((correction) => ({ date: correction.date, questionId: correction.question }))
    .sort((a, b) => a.date.localeCompare(b.date));

/** A correction as /errata shows it: with its test's title and address, the question's number and section. */
export type ShownCorrection = Correction & { testTitle: string; testHref: string; number: number; section: string };

export function shownCorrections(): ShownCorrection[] {
  return corrections().flatMap((correction) => {
    const test = practiceTests.get(correction.test);
    if (!test) return [];
    let number = 0;
    for (const section of test.sections)
      for (const question of section.questions) {
        number += 1;
        if (question.id === correction.question)
          return [{ ...correction, testTitle: test.title, testHref: test.href, number, section: section.name }];
      }
    return [];
  });
}
