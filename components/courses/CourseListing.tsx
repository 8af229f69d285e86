import Link from '@/components/ui/SiteLink';
import { CardGrid } from '@/components/ui/CardGrid';
import { courseCards } from '@/lib/content/courses';
import { COURSE_ICONS } from './courseIcons';
import styles from './CourseListing.module.css';

type CourseListingProps = {
  /** h1 on /courses, h2 where the listing is one section of a page. */
  headingLevel?: 1 | 2;
};

/** 'Explore Our Courses': one card per course in content/courses.json. */
export function CourseListing({ headingLevel = 2 }: CourseListingProps) {
  const courses = courseCards.get().courses;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const CardHeading = headingLevel === 1 ? 'h2' : 'h3';

  return (
    <section className={`container section ${styles.listing}`} aria-labelledby="courses-heading">
      <Heading id="courses-heading">Explore Our Courses</Heading>
      <p className="section-intro">Choose from our range of courses and get started on your journey to success.</p>
      <CardGrid gap="large">
        {courses.map((course) => {
          const Icon = COURSE_ICONS[course.icon];
          return (
            <li key={course.title} className={`card ${styles.card}`} style={{ backgroundColor: course.background }}>
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              <CardHeading className={styles.title}>{course.title}</CardHeading>
              <p className={styles.description}>{course.description}</p>
              {course.comingSoon ? (
                <button type="button" className={`button ${styles.action}`} disabled>
                  Coming Soon<span className="visually-hidden"> ({course.title} is not available yet)</span>
                </button>
              ) : (
                <Link href={course.href} className={`button button-primary ${styles.action}`}>
                  Learn More<span className="visually-hidden"> about {course.title}</span>
                </Link>
              )}
            </li>
          );
        })}
      </CardGrid>
    </section>
  );
}
