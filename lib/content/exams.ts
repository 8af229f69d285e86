import { urls } from '@/lib/urls';
import { catExam } from './catExam';
import { examGuides } from './examGuides';
import { lawExams } from './law/exams';
import type { ExamFacts } from './examFacts';
import type { MarkingScheme } from './marking';

/** Every entrance exam the site covers, whichever collection holds it. */
export const EXAM_IDS = ['cat', 'clat', 'ailet', 'slat', 'ipmat', 'ipmat-rohtak', 'jipmat', 'set', 'npat', 'cuet'] as const;
export type ExamId = (typeof EXAM_IDS)[number];
export type Stream = 'mba' | 'law' | 'ipm';

export type ExamSummary = { id: ExamId; name: string; stream: Stream; href: string; marking: MarkingScheme; facts: ExamFacts };

export const isExamId = (id: string): id is ExamId => (EXAM_IDS as readonly string[]).includes(id);

/** The ten exams in the order the site presents them: MBA, law, then IPM/BBA. */
export function allExams(): ExamSummary[] {
  const cat = catExam.get();
  const exams: ExamSummary[] = [
    { id: 'cat', name: cat.name, stream: 'mba', href: urls.mbaGuide('what-is-cat'), marking: cat.marking, facts: cat.facts },
    ...lawExams.all().map((exam) => ({
      id: exam.id as ExamId,
      name: exam.id.toUpperCase(),
      stream: 'law' as const,
      href: exam.href,
      marking: exam.marking,
      facts: exam.facts,
    })),
    ...examGuides.all().map((exam) => ({
      id: exam.id as ExamId,
      name: exam.name,
      stream: 'ipm' as const,
      href: exam.href,
      marking: exam.marking,
      facts: exam.facts,
    })),
  ];
  const unknown = exams.filter((exam) => !isExamId(exam.id));
  if (unknown.length) throw new Error(`Add ${unknown.map((exam) => exam.id).join(', ')} to EXAM_IDS in lib/content/exams.ts`);
  return exams;
}

export function examById(id: ExamId): ExamSummary {
  return allExams().find((exam) => exam.id === id)!;
}
