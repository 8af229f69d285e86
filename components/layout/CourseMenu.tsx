import type { CourseMenuEntry } from '@/lib/siteMap';
import { urls } from '@/lib/urls';
import { NavLink } from './NavLink';
import styles from './SiteHeader.module.css';

type CourseMenuProps = {
  courses: CourseMenuEntry[];
  /** In the laptop header's Courses dropdown, or in the phone's stacked menu. */
  variant: 'dropdown' | 'stacked';
};

/**
 * The courses and, under each, the exams it prepares for. Every entry is a plain link: one tap on
 * an exam from the open menu reaches its page. Static markup inside the header's existing
 * disclosures, so it adds no JavaScript.
 */
export function CourseMenu({ courses, variant }: CourseMenuProps) {
  const headingId = `course-menu-${variant}`;
  return (
    <div className={variant === 'dropdown' ? styles.courseGrid : styles.courseStack}>
      {variant === 'stacked' && (
        <p id={headingId} className={styles.courseHeading}>
          Courses and exams
        </p>
      )}
      <ul className={styles.courseList} aria-labelledby={variant === 'stacked' ? headingId : undefined}>
        {courses.map((course) => (
          <li key={course.href} className={styles.course}>
            <NavLink href={course.href} className={styles.courseLink}>
              {course.label}
            </NavLink>
            <ul className={styles.examList} aria-label={`${course.label} exams`}>
              {course.exams.map((exam) => (
                <li key={exam.href}>
                  <NavLink href={exam.href} className={styles.examLink}>
                    {exam.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {variant === 'dropdown' && (
        <NavLink href={urls.courses} className={styles.courseLink}>
          All courses
        </NavLink>
      )}
    </div>
  );
}
