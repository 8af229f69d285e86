import { FaCheckCircle } from 'react-icons/fa';
import { CallToAction } from '@/components/ui/CallToAction';
import { LinkCard } from '@/components/ui/LinkCard';
import { PageHeader } from '@/components/ui/PageHeader';
import { getLawColleges, getLawCourses, getLawExams, getLawPage } from '@/lib/content/law';
import { firstCharacters } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

/** Spec section 9: law cards preview the first 120 characters of the description. */
const LAW_CARD_PREVIEW = 120;

export function generateMetadata() {
  return pageMetadata({
    title: getLawPage().title,
    description: 'LLB and integrated law courses, the CLAT, AILET and SLAT entrance exams with their fees, and the leading law colleges in India.',
    path: '/courses/LAW',
  });
}

export default function LawPage() {
  const page = getLawPage();
  const courses = getLawCourses();
  const exams = getLawExams();
  const colleges = getLawColleges();

  return (
    <>
      <PageHeader title={page.title} eyebrow="Law" breadcrumb={[{ href: '/', label: 'Home' }, { label: 'Law' }]} />
      <div className="container section">
        <section aria-labelledby="llb-heading" className={styles.intro}>
          <div>
            <h2 id="llb-heading">{page.intro.heading}</h2>
            {page.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className={styles.facts}>
            {page.intro.facts.map((fact) => (
              <li key={fact}>
                <FaCheckCircle aria-hidden="true" className={styles.check} /> {fact}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="courses-heading" className={styles.block}>
          <h2 id="courses-heading">{page.courses.heading}</h2>
          <p className="section-intro">{page.courses.intro}</p>
          <ul className={styles.grid}>
            {courses.map((course) => (
              <LinkCard
                key={course.id}
                href={course.path}
                pick={{ kind: 'law-course', item: course }}
                title={course.title}
                text={firstCharacters(course.description, LAW_CARD_PREVIEW)}
              />
            ))}
          </ul>
        </section>

        <section aria-labelledby="exams-heading" className={styles.block}>
          <h2 id="exams-heading">{page.exams.heading}</h2>
          <p className="section-intro">{page.exams.intro}</p>
          <ul className={styles.grid}>
            {exams.map((exam) => (
              <LinkCard
                key={exam.id}
                href={exam.path}
                pick={{ kind: 'law-exam', item: exam }}
                title={exam.title}
                text={firstCharacters(exam.description, LAW_CARD_PREVIEW)}
              />
            ))}
          </ul>
          <div className={styles.feeTable} tabIndex={0} role="region" aria-labelledby="fees-caption">
            <table>
              <caption id="fees-caption">{page.examFees.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Exam</th>
                  <th scope="col">Category</th>
                  <th scope="col">Fee (INR)</th>
                </tr>
              </thead>
              <tbody>
                {page.examFees.rows.map((row) => (
                  <tr key={`${row.exam}-${row.category}`}>
                    <th scope="row">{row.exam}</th>
                    <td>{row.category}</td>
                    <td>{row.fee}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.examFees.note && <p className={styles.note}>{page.examFees.note}</p>}
        </section>

        <section aria-labelledby="colleges-heading" className={styles.block}>
          <h2 id="colleges-heading">{page.colleges.heading}</h2>
          <p className="section-intro">{page.colleges.intro}</p>
          <ul className={styles.grid}>
            {colleges.map((college) => (
              <LinkCard
                key={college.id}
                href={college.path}
                pick={{ kind: 'law-college', item: college }}
                title={college.name}
                text={firstCharacters(college.description, LAW_CARD_PREVIEW)}
              />
            ))}
          </ul>
        </section>

        <CallToAction heading="Preparing for CLAT, AILET or SLAT?" text="Law entrance coaching with legal reasoning practice, current affairs updates and full-length mocks." />
      </div>
    </>
  );
}
