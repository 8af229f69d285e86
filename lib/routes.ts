import { getBlogPosts } from './content/blogs';
import { getExams } from './content/exams';
import { getLawColleges, getLawCourses, getLawExams } from './content/law';
import { getMbaGuides } from './content/mba';
import { getStoreCategories, getStoreProducts, storeCategoryRoute, storeProductRoute } from './content/store';

/** Every page the site exports (not the 404 page or the shared blog page), for the sitemap. */
export function allRoutes(): string[] {
  return [
    '/',
    '/courses',
    '/about_us',
    '/career-guidance',
    '/enroll',
    '/courses/MBA',
    ...getMbaGuides().map((guide) => guide.href),
    '/courses/LAW',
    ...getLawCourses().map((item) => item.path),
    ...getLawExams().map((item) => item.path),
    ...getLawColleges().map((item) => item.path),
    '/courses/BBA',
    ...getExams().map((exam) => exam.link),
    '/store',
    ...getStoreCategories().map((category) => storeCategoryRoute(category.name)),
    ...getStoreProducts().map((product) => storeProductRoute(product.id)),
    ...getBlogPosts().map((post) => `/blogs/${post.id}`),
    '/games',
    '/games/sudoku',
    '/games/word-maze',
  ];
}
