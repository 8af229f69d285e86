import type { Metadata } from 'next';
import { CourseListing } from '@/components/courses/CourseListing';

export const metadata: Metadata = {
  title: 'Courses',
  description: 'MBA/CAT, law (CLAT, AILET, SLAT) and BBA/IPM coaching: choose a course and get started on your journey to success.',
};

export default function CoursesPage() {
  return <CourseListing headingLevel={1} />;
}
