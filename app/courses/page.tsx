import { CourseListing } from '@/components/courses/CourseListing';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Courses',
  description: 'MBA/CAT, law (CLAT, AILET, SLAT) and BBA/IPM coaching: choose a course and get started on your journey to success.',
  path: '/courses',
});

export default function CoursesPage() {
  return <CourseListing headingLevel={1} />;
}
