import type { LawCourse } from '@/lib/content/law/courses';
import { Section } from '@/components/ui/Section';
import styles from './LawDetail.module.css';

/** A law course: description, top colleges and job opportunities. */
export function LawCourseDetail({ course }: { course: LawCourse }) {
  return (
    <div className={styles.detail}>
      <p className={styles.description}>{course.description}</p>
      <div className={styles.columns}>
        <Section id="top-colleges" heading="Top Colleges" className={styles.section}>
          <ul className={styles.list}>
            {course.colleges.map((college) => (
              <li key={college}>{college}</li>
            ))}
          </ul>
        </Section>
        <Section id="job-opportunities" heading="Job Opportunities" className={styles.section}>
          <ul className={styles.list}>
            {course.jobOpportunities.map((job) => (
              <li key={job}>{job}</li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}
