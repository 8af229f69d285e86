import type { ReactNode } from 'react';
import { collegePageFor } from '@/lib/content/law/colleges';
import type { LawCourse } from '@/lib/content/law/courses';
import { Section } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import styles from './LawDetail.module.css';

/** A college of the list, linked to its page when the site has one. */
function collegeItem(name: string): ReactNode {
  const page = collegePageFor(name);
  return page ? <Link href={page.href}>{name}</Link> : name;
}

/** A law course: description, top colleges (linked where they have a page) and job opportunities. */
export function LawCourseDetail({ course }: { course: LawCourse }) {
  const lists = [
    { id: 'top-colleges', heading: 'Top Colleges', items: course.colleges.map((name) => ({ key: name, content: collegeItem(name) })) },
    { id: 'job-opportunities', heading: 'Job Opportunities', items: course.jobOpportunities.map((job) => ({ key: job, content: job })) },
  ];
  return (
    <div className={styles.detail}>
      <p className={styles.description}>{course.description}</p>
      <div className={`columns-2 ${styles.columns}`}>
        {lists.map((list) => (
          <Section key={list.id} id={list.id} heading={list.heading} className={styles.section}>
            <ul className={styles.list}>
              {list.items.map((item) => (
                <li key={item.key}>{item.content}</li>
              ))}
            </ul>
          </Section>
        ))}
      </div>
    </div>
  );
}
