import path from 'node:path';
import { ContentError } from './errors';
import { loadCollection, loadJson, resolveContent } from './load';
import { displayPath } from './paths';
import {
  lawCollegeSchema,
  lawCourseSchema,
  lawExamSchema,
  lawPageSchema,
  type LawCollege,
  type LawCourse,
  type LawExam,
  type LawPage,
} from './schemas/law';

export type WithId<T> = T & { id: string };

/** The id is the file name; the `path` field must be the route that id gives. */
function withId<T extends { path: string }>(file: string, data: T, routeFor: (id: string) => string): WithId<T> {
  const id = path.basename(file, '.json');
  if (data.path !== routeFor(id)) {
    throw new ContentError([
      { file: displayPath(resolveContent(file)), field: 'path', message: `must be "${routeFor(id)}" to match the file name` },
    ]);
  }
  return { ...data, id };
}

export const lawCourseRoute = (id: string) => `/courses/LAW/${id}`;
export const lawExamRoute = (id: string) => `/courses/LAW/exams/${id}`;
export const lawCollegeRoute = (id: string) => `/courses/LAW/colleges/${id}`;

/** Order of the cards on /courses/LAW; files not listed here come after, alphabetically. */
const COURSE_ORDER = ['BA_LLB', 'BBA_LLB', 'BSC_LLB', 'BCOM_LLB'];
const EXAM_ORDER = ['clat', 'ailet', 'slat'];
const COLLEGE_ORDER = ['NLSIU', 'NLU', 'NALSAR', 'NUJS', 'SymbiosisLawSchool-Pune'];

function ordered<T extends { id: string }>(items: T[], order: string[]): T[] {
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...items].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}

export function getLawCourses(): WithId<LawCourse>[] {
  const courses = loadCollection('law/courses', '.json', (file) => withId(file, loadJson(file, lawCourseSchema), lawCourseRoute));
  return ordered(courses, COURSE_ORDER);
}

export function getLawExams(): WithId<LawExam>[] {
  const exams = loadCollection('law/exams', '.json', (file) => withId(file, loadJson(file, lawExamSchema), lawExamRoute));
  return ordered(exams, EXAM_ORDER);
}

export function getLawColleges(): WithId<LawCollege>[] {
  const colleges = loadCollection('law/colleges', '.json', (file) =>
    withId(file, loadJson(file, lawCollegeSchema), lawCollegeRoute),
  );
  return ordered(colleges, COLLEGE_ORDER);
}

export function getLawPage(): LawPage {
  return loadJson('law/page.json', lawPageSchema);
}
