import { Section } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import type { ReactNode } from 'react';
import type { LawCollege } from '@/lib/content/law/colleges';
import { lines } from '@/lib/text';
import { urls } from '@/lib/urls';
import { KeyFacts } from '@/components/exam/KeyFacts';
import { examById } from '@/lib/content/exams';
import { SeatTable } from './SeatTable';
import styles from './LawDetail.module.css';

const paragraphs = (text: string) => lines(text).map((line, index) => <p key={index}>{line}</p>);

const bullets = (items: string[]) => (
  <ul className={styles.list}>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/** The optional sections in page order; a section's body is empty when the college's file lacks it. */
function optionalSections(college: LawCollege): { id: string; title: string; body: ReactNode }[] {
  const { totalIntake } = college;
  return [
    { id: 'admission-process', title: 'Admission process', body: college.admissionProcess && paragraphs(college.admissionProcess) },
    { id: 'eligibility', title: 'Eligibility', body: college.eligibility && bullets(college.eligibility) },
    {
      id: 'total-intake',
      title: 'Total intake',
      body: totalIntake !== undefined && (
        <p className={styles.intake}>{typeof totalIntake === 'number' ? `${totalIntake} seats` : totalIntake}</p>
      ),
    },
    { id: 'seats-distribution', title: 'Seats distribution', body: college.categorySeats && <SeatTable rows={college.categorySeats} /> },
    {
      id: 'additional-reservation',
      title: 'Additional reservation',
      body: college.additionalReservation && bullets(college.additionalReservation),
    },
    { id: 'course-structure', title: 'Course structure', body: college.courseStructure && paragraphs(college.courseStructure) },
    { id: 'fee-structure', title: 'Fee structure', body: college.feeStructure && paragraphs(college.feeStructure) },
    { id: 'placement', title: 'Placement', body: college.placement && paragraphs(college.placement) },
  ];
}

/** The box a parent reads first: fee (with its year), seats, median package and the exam that admits. */
function CollegeKeyFacts({ college }: { college: LawCollege }) {
  const facts = college.keyFacts;
  if (!facts) return null;
  const { totalIntake } = college;
  return (
    <KeyFacts
      heading="Key facts"
      facts={[
        { label: 'Fee for the whole programme', value: `about ₹${facts.feeLakh} lakh (${facts.feeYear} figure; revised every year)` },
        { label: 'Seats', value: typeof totalIntake === 'number' ? `${totalIntake}` : (totalIntake ?? '—') },
        { label: 'Median package', value: `about ${facts.medianPackageLpa} LPA` },
        {
          label: 'Admission through',
          value: facts.admittedThrough.map((id, index) => (
            <span key={id}>
              {index > 0 && ', '}
              <Link href={examById(id).href}>{examById(id).name}</Link>
            </span>
          )),
        },
      ]}
    />
  );
}

/** A law college. Each optional section appears only when the college's file has it. */
export function LawCollegeDetail({ college }: { college: LawCollege }) {
  return (
    <div className={styles.detail}>
      <CollegeKeyFacts college={college} />
      <p className={styles.description}>{college.description}</p>

      {optionalSections(college)
        .filter((section) => section.body)
        .map(({ id, title, body }) => (
          <Section key={id} id={id} heading={title} className={styles.section}>
            {body}
          </Section>
        ))}

      <div className={styles.actions}>
        <Link href={urls.home} className="button button-outline">
          Go Back
        </Link>
        <Link href={urls.law} className="button button-primary">
          ← Back to List
        </Link>
      </div>
    </div>
  );
}
