import { about } from './about';
import { bbaHub } from './bbaHub';
import { blogPosts } from './blogs';
import { careerGuidance } from './careerGuidance';
import type { Collection, Document } from './collection';
import { courseCards } from './courses';
import { allowedDuplicates } from './allowedDuplicates';
import { enroll } from './enroll';
import { errata } from './errata';
import { examDates } from './examDates';
import { ContentError, type ContentIssue } from './errors';
import { catExam, checkExamIds, examGuides, lawExams } from './exams';
import { gameCards, wordList } from './games';
import { lawColleges } from './law/colleges';
import { lawCourses } from './law/courses';
import { lawPage } from './law/page';
import { marquee } from './marquee';
import { mbaGuides, mbaLanding } from './mba';
import { pageTexts } from './pages';
import { panels } from './panels';
import { practiceTests } from './practice';
import { siteConfig } from './site';
import { storeCategories } from './store';
import { testimonials } from './testimonials';
import { topicList } from './topics';

/** Every collection of content/: folders of files, one page each. */
export const collections: Collection<{ id: string; href: string }>[] = [
  mbaGuides,
  lawCourses,
  lawExams,
  lawColleges,
  examGuides,
  storeCategories,
  blogPosts,
  practiceTests,
];

/** Every single-file document of content/. */
export const documents: Document<unknown>[] = [
  siteConfig,
  marquee,
  courseCards,
  testimonials,
  panels,
  about,
  careerGuidance,
  enroll,
  lawPage,
  mbaLanding,
  catExam,
  bbaHub,
  gameCards,
  wordList,
  topicList,
  allowedDuplicates,
  pageTexts,
  errata,
  examDates,
];

/**
 * Loads everything and returns every problem of every file (check:content lists them all), with the
 * problems `checks` find beyond the schemas (lib/practice/checks: content/ is checked by code above it).
 */
export function checkAllContent(checks: readonly (() => ContentIssue[])[] = []): { checked: number; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const loaders = [...collections.map((collection) => collection.all), ...documents.map((document) => document.get)];
  for (const load of loaders) {
    try {
      load();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      issues.push(...error.issues);
    }
  }
  // The exam ids the code knows (lib/content/exams.ts) and the exam files must name the same exams.
  issues.push(...checkExamIds());
  for (const check of checks) issues.push(...check());
  // Checks that look exams up (practice tests) report an exam file's problem too: list each problem once.
  const unique = new Map(issues.map((issue) => [`${issue.file}\n${issue.field}\n${issue.message}`, issue]));
  return { checked: loaders.length, issues: [...unique.values()] };
}
