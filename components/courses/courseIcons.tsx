import type { IconType } from 'react-icons';
import { FaBalanceScale, FaBriefcase, FaCompass, FaGraduationCap, FaLandmark } from 'react-icons/fa';
import type { CourseCard } from '@/lib/content/courses';

/** The icons a course card may name in content/courses.json. */
export const COURSE_ICONS: Record<CourseCard['icon'], IconType> = {
  mba: FaBriefcase,
  law: FaBalanceScale,
  bba: FaGraduationCap,
  ssc: FaLandmark,
  career: FaCompass,
};
