import { LawCourseDetail } from '@/components/law/LawCourseDetail';
import { ContentPage } from '@/components/page/ContentPage';
import { lawCourses } from '@/lib/content/law/courses';
import { getSiteConfig } from '@/lib/content/site';
import { collectionRoute } from '@/lib/collectionRoute';
import { course as courseData } from '@/lib/structuredData';

export const dynamicParams = false;

const route = collectionRoute(lawCourses, 'courseId', (course) => ({ title: course.title, description: course.description }));

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function LawCoursePage(props: PageProps<'/courses/LAW/[courseId]'>) {
  const course = await route.find(props);
  return (
    <ContentPage
      path={course.href}
      title={course.title}
      eyebrow="Law course"
      structuredData={[courseData(getSiteConfig(), { name: course.title, description: course.description, path: course.href })]}
      cta={{
        heading: 'Aiming for a top law school?',
        text: 'Prepare for CLAT, AILET and SLAT with the Gurus: live classes, mocks and mentoring.',
      }}
    >
      <LawCourseDetail course={course} />
    </ContentPage>
  );
}
