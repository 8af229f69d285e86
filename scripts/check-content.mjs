// `npm run check:content`: checks every file in content/ against its schema and lists every
// problem at once, each with its file and field. Exits 1 when there is any.
import { getBlogPosts } from '../lib/content/blogs.ts';
import { ContentError } from '../lib/content/errors.ts';
import { getExams } from '../lib/content/exams.ts';
import { getLawColleges, getLawCourses, getLawExams, getLawPage } from '../lib/content/law.ts';
import { getMarquee } from '../lib/content/marquee.ts';
import { getMbaGuides, getMbaLanding } from '../lib/content/mba.ts';
import {
  getAbout,
  getBbaHub,
  getCareerGuidance,
  getCourseCards,
  getEnroll,
  getGameCards,
  getPanels,
  getTestimonials,
  getWordList,
} from '../lib/content/pages.ts';
import { getSiteConfig } from '../lib/content/site.ts';
import { getStoreCategories } from '../lib/content/store.ts';

const checks = {
  'site settings': getSiteConfig,
  'announcement banner': getMarquee,
  'course cards': getCourseCards,
  testimonials: getTestimonials,
  'home panels': getPanels,
  'blog posts': getBlogPosts,
  'MBA landing page': getMbaLanding,
  'MBA guides': getMbaGuides,
  'About page': getAbout,
  'Career Guidance page': getCareerGuidance,
  'Enroll page': getEnroll,
  'law page': getLawPage,
  'law courses': getLawCourses,
  'law exams': getLawExams,
  'law colleges': getLawColleges,
  'BBA/IPM hub': getBbaHub,
  'exam guides': getExams,
  store: getStoreCategories,
  'game cards': getGameCards,
  'word list': getWordList,
};

const issues = [];
for (const [name, load] of Object.entries(checks)) {
  try {
    load();
  } catch (error) {
    if (!(error instanceof ContentError)) {
      console.error(`Could not check ${name}: ${error instanceof Error ? error.stack : error}`);
      process.exit(2);
    }
    issues.push(...error.issues);
  }
}

if (issues.length > 0) {
  console.error(`${issues.length} problem${issues.length === 1 ? '' : 's'} in content/:`);
  for (const issue of issues) console.error(`  - ${issue.file} → ${issue.field}: ${issue.message}`);
  process.exit(1);
}
console.log(`Content OK: ${Object.keys(checks).length} kinds of content checked.`);
