import type { LawCourse } from '@/lib/content/schemas/law';
import styles from './LawDetail.module.css';

/** A law course: description, top colleges and job opportunities. */
export function LawCourseDetail({ course }: { course: LawCourse }) {
  return (
    <div className={styles.detail}>
      <p className={styles.description}>{course.description}</p>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="top-colleges">
          <h2 id="top-colleges">Top Colleges</h2>
          <ul className={styles.list}>
            {course.colleges.map((college) => (
              <li key={college}>{college}</li>
            ))}
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="job-opportunities">
          <h2 id="job-opportunities">Job Opportunities</h2>
          <ul className={styles.list}>
            {course.jobOpportunities.map((job) => (
              <li key={job}>{job}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
