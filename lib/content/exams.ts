import { ContentError } from './errors';
import { loadAll, loadJson, resolveContent } from './load';
import { displayPath } from './paths';
import { EXAM_SLUGS, examSchema, type Exam, type ExamSlug } from './schemas/exam';

export type ExamGuide = Exam & { slug: ExamSlug };

function loadExam(slug: ExamSlug): ExamGuide {
  const file = `exams/${slug}.json`;
  const exam = loadJson(file, examSchema);
  if (exam.link !== `/exam/${slug}`) {
    throw new ContentError([{ file: displayPath(resolveContent(file)), field: 'link', message: `must be "/exam/${slug}"` }]);
  }
  return { ...exam, slug };
}

/** The six exam guides in the hub's order; a missing file fails the build. */
export function getExams(): ExamGuide[] {
  return loadAll(EXAM_SLUGS, loadExam);
}
