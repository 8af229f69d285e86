import { LawCourseDetail } from '@/components/law/LawCourseDetail';
import { collectionPage } from '@/components/page/collectionPage';
import { lawCourses } from '@/lib/content/law/courses';
import { getSiteConfig } from '@/lib/content/site';
import { course as courseData } from '@/lib/structuredData';

export const dynamicParams = false;

const route = collectionPage(
  lawCourses,
  'courseId',
  (course) => ({
    title: course.title,
    description: course.description,
    eyebrow: 'Law course',
    structuredData: [courseData(getSiteConfig(), { name: course.title, description: course.description, path: course.href })],
    cta: {
      heading: 'Aiming for a top law school?',
      text: 'Prepare for CLAT, AILET and SLAT with the Gurus: live classes, mocks and mentoring.',
    },
  }),
  (course) => <LawCourseDetail course={course} />,
);

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
