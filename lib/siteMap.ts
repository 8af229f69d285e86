import { blogPosts } from './content/blogs';
import { examGuides, examsOfStream, lawExams } from './content/exams';
import { lawColleges } from './content/law/colleges';
import { lawCourses } from './content/law/courses';
import { mbaGuides } from './content/mba';
import { practiceTests } from './content/practice';
import { storeCategories, storeProducts } from './content/store';
import { urls } from './urls';

/**
 * The site as a tree: every exported page with its label and parent. Breadcrumbs, the header's
 * and footer's menus, the sitemap, budgets and previous/next links all read it, so a new page is
 * added here (or by a content file of a collection) and appears everywhere at once.
 */
export type SiteNode = {
  href: string;
  /** The page's name in breadcrumbs. */
  label: string;
  parent?: string;
  /** The name in the footer's Explore menu, for the sections listed there. */
  explore?: string;
  /** In the header's main menu. */
  header?: boolean;
  /** A reading page (guides, law, exams, blog …), held to the content-page JavaScript budget. */
  content?: boolean;
};

function sectionNodes(): SiteNode[] {
  return [
    { href: urls.home, label: 'Home', header: true },
    { href: urls.about, label: 'About Us', parent: urls.home, header: true, content: true },
    { href: urls.courses, label: 'Courses', parent: urls.home, explore: 'All courses' },
    { href: urls.mba, label: 'MBA', parent: urls.home, explore: 'MBA / CAT', content: true },
    { href: urls.law, label: 'Law', parent: urls.home, explore: 'Law', content: true },
    { href: urls.bba, label: 'BBA/IPM', parent: urls.home, explore: 'BBA / IPM', content: true },
    { href: urls.careerGuidance, label: 'Career Guidance', parent: urls.home, explore: 'Career Guidance', content: true },
    { href: urls.practice, label: 'Practice Tests', parent: urls.home, explore: 'Free practice tests', header: true, content: true },
    { href: urls.mistakes, label: 'Mistake notebook', parent: urls.practice },
    { href: urls.topics, label: 'Topic drills', parent: urls.practice, content: true },
    { href: urls.drill, label: 'Drill', parent: urls.topics },
    { href: urls.progress, label: 'My progress', parent: urls.practice },
    { href: urls.errata, label: 'Errata', parent: urls.practice, content: true },
    { href: urls.exams, label: 'Compare exams', parent: urls.home, explore: 'Compare exams', header: true, content: true },
    { href: urls.search, label: 'Search', parent: urls.home },
    { href: urls.blogs, label: 'Blog', parent: urls.home, explore: 'Blog', header: true, content: true },
    { href: urls.store, label: 'Store', parent: urls.home, explore: 'Store', header: true },
    { href: urls.games, label: 'Games Hub', parent: urls.home, explore: 'Games' },
    { href: urls.sudoku, label: 'Sudoku', parent: urls.games },
    { href: urls.wordMaze, label: 'Word Maze', parent: urls.games },
    { href: urls.enroll, label: 'Enroll', parent: urls.home, explore: 'Enroll', content: true },
  ];
}

export function siteMap(): SiteNode[] {
  const categories = storeCategories.all();
  return [
    ...sectionNodes(),
    ...mbaGuides.all().map((guide) => ({ href: guide.href, label: guide.title, parent: urls.mba, content: true })),
    ...lawCourses.all().map((course) => ({ href: course.href, label: course.title, parent: urls.law, content: true })),
    ...lawExams.all().map((exam) => ({ href: exam.href, label: exam.title, parent: urls.law, content: true })),
    ...lawColleges.all().map((college) => ({ href: college.href, label: college.name, parent: urls.law, content: true })),
    ...examGuides.all().map((exam) => ({ href: exam.href, label: exam.name, parent: urls.bba, content: true })),
    ...practiceTests.all().map((test) => ({ href: test.href, label: test.title, parent: urls.practice })),
    ...categories.map((category) => ({ href: category.href, label: category.title, parent: urls.store })),
    ...storeProducts().map((product) => ({ href: product.href, label: product.name, parent: product.category.href })),
    ...blogPosts.all().map((post) => ({ href: post.href, label: post.title, parent: urls.blogs, content: true })),
  ];
}

export type Crumb = { label: string; href?: string };

/** Home / Section / This page, from the site map; the current page's crumb has no link. */
export function breadcrumbFor(href: string, nodes: SiteNode[] = siteMap()): Crumb[] {
  const byHref = new Map(nodes.map((node) => [node.href, node]));
  const trail: Crumb[] = [];
  for (let node = byHref.get(href); node; node = node.parent ? byHref.get(node.parent) : undefined) {
    trail.unshift(node.href === href ? { label: node.label } : { label: node.label, href: node.href });
    if (trail.length > 10) throw new Error(`The site map's parents loop at ${href}`);
  }
  if (trail.length === 0) throw new Error(`${href} is not in the site map (lib/siteMap.ts)`);
  return trail;
}

/** The pages of the header's main menu (after Home and About Us comes the Courses menu). */
export const headerPages = () => sectionNodes().filter((node) => node.header);

export type CourseMenuEntry = { label: string; href: string; exams: { label: string; href: string }[] };

/**
 * The header's exam-first Courses menu: each course with the exams it prepares for, so a parent
 * reaches any exam's page in two taps (menu, exam). From the exam index, so a new exam file
 * appears here too.
 */
export function courseMenu(): CourseMenuEntry[] {
  const exams = (stream: 'mba' | 'law' | 'ipm') => examsOfStream(stream).map((exam) => ({ label: exam.name, href: exam.href }));
  return [
    { label: 'MBA', href: urls.mba, exams: exams('mba') },
    { label: 'Law', href: urls.law, exams: exams('law') },
    { label: 'BBA/IPM', href: urls.bba, exams: exams('ipm') },
  ];
}
/** The practice tools beside the tests: in the header's practice entry, on /practice and on every result. */
export const practiceTools = () =>
  [urls.mistakes, urls.topics, urls.progress].map((href) => sectionNodes().find((node) => node.href === href)!);

export const explorePages = () =>
  sectionNodes()
    .filter((node) => node.explore)
    .map((node) => ({ href: node.href, label: node.explore! }));

/** Every exported page (for the sitemap and the whole-site tests). */
export const allRoutes = () => siteMap().map((node) => node.href);

/** The page before and after `href` among its siblings (a series such as the MBA guides). */
export function neighbours(href: string, nodes: SiteNode[] = siteMap()) {
  const parent = nodes.find((node) => node.href === href)?.parent;
  const siblings = nodes.filter((node) => node.parent === parent);
  const index = siblings.findIndex((node) => node.href === href);
  return { previous: siblings[index - 1], next: siblings[index + 1], position: index + 1, total: siblings.length };
}
