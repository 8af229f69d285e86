import type { LawCourse } from '@/lib/content/law/courses';
import { Section } from '@/components/ui/Section';
import styles from './LawDetail.module.css';

/** A law course: description, top colleges and job opportunities. */
export function LawCourseDetail({ course }: { course: LawCourse }) {
  const lists = [
    { id: 'top-colleges', heading: 'Top Colleges', items: course.colleges },
    { id: 'job-opportunities', heading: 'Job Opportunities', items: course.jobOpportunities },
  ];
  return (
    <div className={styles.detail}>
      <p className={styles.description}>{course.description}</p>
      <div className={`columns-2 ${styles.columns}`}>
        {lists.map((list) => (
          <Section key={list.id} id={list.id} heading={list.heading} className={styles.section}>
            <ul className={styles.list}>
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Section>
        ))}
      </div>
    </div>
  );
}
