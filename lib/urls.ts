/**
 * Every address of the site, built in one place. Content collections, the site map, links and
 * tests all use these, so an address changes in one line.
 */
export const urls = {
  home: '/',
  courses: '/courses',
  about: '/about_us',
  careerGuidance: '/career-guidance',
  enroll: '/enroll',
  mba: '/courses/MBA',
  mbaGuide: (id: string) => `/mba/${id}`,
  law: '/courses/LAW',
  lawCourse: (id: string) => `/courses/LAW/${id}`,
  lawExam: (id: string) => `/courses/LAW/exams/${id}`,
  lawCollege: (id: string) => `/courses/LAW/colleges/${id}`,
  bba: '/courses/BBA',
  examGuide: (id: string) => `/exam/${id}`,
  store: '/store',
  /** The spec's 'View All' link: the category's name lower-cased. */
  storeCategory: (name: string) => `/store/${name.toLowerCase()}`,
  storeProduct: (id: string) => `/store/product/${encodeURIComponent(id)}`,
  blogs: '/blogs',
  blogPost: (id: string) => `/blogs/${encodeURIComponent(id)}`,
  search: '/search',
  offline: '/offline',
  /** What the service worker shows, offline, for a practice test this device cannot start. */
  offlineTestNotSaved: '/offline/test-not-saved',
  exams: '/exams',
  calendarFile: (name: string) => `/calendar/${name}.ics`,
  practice: '/practice',
  practiceTest: (id: string) => `/practice/${id}`,
  mistakes: '/practice/mistakes',
  topics: '/practice/topics',
  drill: '/practice/drill',
  /** One page serves every drill (so one file works offline for all of them): the topic is in the query. */
  topicDrill: (id: string, exam?: string) =>
    `/practice/drill?topic=${encodeURIComponent(id)}${exam ? `&exam=${encodeURIComponent(exam)}` : ''}`,
  progress: '/practice/progress',
  /** Corrections to published practice questions (content/errata.yaml). */
  errata: '/errata',
  questionBank: (name: string) => `/practice/bank/${name}.json`,
  games: '/games',
  sudoku: '/games/sudoku',
  wordMaze: '/games/word-maze',
} as const;
