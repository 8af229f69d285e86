import { LawCourseDetail } from '@/components/law/LawCourseDetail';
import { lawDetailRoute } from '@/components/law/lawDetailRoute';
import { getLawCourses } from '@/lib/content/law';
import { getSiteConfig } from '@/lib/content/site';
import { course } from '@/lib/structuredData';

const route = lawDetailRoute({
  param: 'courseId',
  items: getLawCourses,
  title: (course) => course.title,
  eyebrow: 'Law course',
  body: (course) => <LawCourseDetail course={course} />,
  cta: { heading: 'Aiming for a top law school?', text: 'Prepare for CLAT, AILET and SLAT with the Gurus: live classes, mocks and mentoring.' },
  structuredData: (item) => course(getSiteConfig(), { name: item.title, description: item.description, path: item.path }),
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
