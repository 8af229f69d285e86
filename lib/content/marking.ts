import { z } from 'zod';

/** Marks for one kind of question: what a correct and a wrong answer score (skipped always scores 0). */
const marksSchema = z.strictObject({
  correct: z.number().positive('must be more than 0'),
  wrong: z.number().max(0, 'must be 0 or less (a penalty)'),
});

/**
 * An exam's marking scheme, kept once in the exam's own content file: multiple-choice questions,
 * and numeric answers (CAT TITA, IPMAT Indore short answer) where the exam has them.
 */
export const markingSchemeSchema = z.strictObject({
  mcq: marksSchema,
  numeric: marksSchema.optional(),
  /** What the exam calls its typed answers, e.g. "short answer questions" (default "type-in answers"). */
  numericName: z.string().trim().min(1).optional(),
});

export type Marks = z.output<typeof marksSchema>;
export type MarkingScheme = z.output<typeof markingSchemeSchema>;
export type QuestionType = 'mcq' | 'numeric';

/** The marks for a question type; numeric questions fall back to the MCQ marks without a penalty. */
export function marksFor(scheme: MarkingScheme, type: QuestionType): Marks {
  return type === 'mcq' ? scheme.mcq : (scheme.numeric ?? { correct: scheme.mcq.correct, wrong: 0 });
}

/** 0.25 → '0.25', 4 → '4'; a real minus sign for penalties. */
const mark = (value: number) => String(Math.abs(value));

/** '+4/−1', '+1, no negative marking' */
export function formatMarks(marks: Marks): string {
  return marks.wrong === 0 ? `+${mark(marks.correct)}, no negative marking` : `+${mark(marks.correct)}/−${mark(marks.wrong)}`;
}

/** The whole scheme in a line, e.g. '+3/−1 for MCQs; +3, no negative marking for type-in answers'. */
export function formatScheme(scheme: MarkingScheme): string {
  if (!scheme.numeric) return formatMarks(scheme.mcq);
  return `${formatMarks(scheme.mcq)} for MCQs; ${formatMarks(scheme.numeric)} for ${scheme.numericName ?? 'type-in answers'}`;
}
