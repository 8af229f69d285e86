import { ScrollTable } from '@/components/ui/ScrollTable';
import { Section as PageSection } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import type { ReactNode } from 'react';
import type { LawCollege } from '@/lib/content/law/colleges';
import { lines } from '@/lib/text';
import { urls } from '@/lib/urls';
import { columnsFor, formatSeatCell } from './seatColumns';
import styles from './LawDetail.module.css';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <PageSection id={id} heading={title} className={styles.section}>
    {children}
  </PageSection>
);

const paragraphs = (text: string) => lines(text).map((line, index) => <p key={index}>{line}</p>);

/** A law college. Each optional section appears only when the college's file has it. */
export function LawCollegeDetail({ college }: { college: LawCollege }) {
  const seatColumns = college.categorySeats ? columnsFor(college.categorySeats) : [];

  return (
    <div className={styles.detail}>
      <p className={styles.description}>{college.description}</p>

      {college.admissionProcess && (
        <Section id="admission-process" title="Admission process">
          {paragraphs(college.admissionProcess)}
        </Section>
      )}
      {college.eligibility && (
        <Section id="eligibility" title="Eligibility">
          <ul className={styles.list}>
            {college.eligibility.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Section>
      )}
      {college.totalIntake !== undefined && (
        <Section id="total-intake" title="Total intake">
          <p className={styles.intake}>{typeof college.totalIntake === 'number' ? `${college.totalIntake} seats` : college.totalIntake}</p>
        </Section>
      )}
      {college.categorySeats && (
        <Section id="seats-distribution" title="Seats distribution">
          <ScrollTable label="Seats distribution">
            <table className="data-table">
              <thead>
                <tr>
                  {seatColumns.map((column) => (
                    <th key={column.key} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {college.categorySeats.map((row) => (
                  <tr key={row.category}>
                    {seatColumns.map((column) =>
                      column.key === 'category' ? (
                        <th key={column.key} scope="row">
                          {row.category}
                        </th>
                      ) : (
                        <td key={column.key}>{formatSeatCell(column.key, row[column.key])}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </Section>
      )}
      {college.additionalReservation && (
        <Section id="additional-reservation" title="Additional reservation">
          <ul className={styles.list}>
            {college.additionalReservation.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Section>
      )}
      {college.courseStructure && (
        <Section id="course-structure" title="Course structure">
          {paragraphs(college.courseStructure)}
        </Section>
      )}
      {college.feeStructure && (
        <Section id="fee-structure" title="Fee structure">
          {paragraphs(college.feeStructure)}
        </Section>
      )}
      {college.placement && (
        <Section id="placement" title="Placement">
          {paragraphs(college.placement)}
        </Section>
      )}

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
