import { ComparisonFilter } from './_components/ComparisonFilter';
import { pageRoute } from '@/components/page/pageRoute';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { ScrollTable } from '@/components/ui/ScrollTable';
import { Section } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import { calendarFileName } from '@/lib/calendar';
import { factRows, MONTHS } from '@/lib/content/examFacts';
import { confirmedExamDates } from '@/lib/content/examDates';
import { allExams, examById } from '@/lib/content/exams';
import { formatLongDate } from '@/lib/format';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

const route = pageRoute('exams');

export const generateMetadata = route.generateMetadata;

const STREAM_NAMES = { mba: 'MBA', law: 'Law', ipm: 'IPM / BBA' } as const;

/** The comparison table with its filters, then the exam months. */
function ExamComparison() {
  const exams = allExams().map((exam) => ({ ...exam, rows: factRows(exam.facts, exam.marking) }));
  const labels = exams[0].rows.map((row) => ({ key: row.key, label: row.label }));
  const dates = confirmedExamDates().map((date) => ({ ...date, exam: examById(date.exam) }));

  return (
    <ComparisonFilter className={styles.filtered} exams={exams.map((exam) => ({ id: exam.id, name: exam.name }))}>
      <Section id="comparison" heading="Exams side by side">
        <p className={styles.scrollHint} aria-hidden="true">
          Scroll the table sideways for more exams →
        </p>
        <ScrollTable label="Exams side by side" className={styles.scroll}>
          {/* Explicit roles: the phone layout of a comparison displays rows as grids, which would drop them. */}
          <table className={`data-table ${styles.table}`} role="table">
            <caption className="visually-hidden">Entrance exams compared: each column is an exam</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  Exam
                </th>
                {exams.map((exam) => (
                  <th key={exam.id} scope="col" role="columnheader" data-stream={exam.stream} data-exam={exam.id}>
                    <Link href={exam.href}>{exam.name}</Link>
                    <span className={styles.stream}>{STREAM_NAMES[exam.stream]}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {labels.map((row) => (
                <tr key={row.key} role="row">
                  <th scope="row" role="rowheader">
                    {row.label}
                  </th>
                  {exams.map((exam) => {
                    const cell = exam.rows.find((entry) => entry.key === row.key);
                    return (
                      <td key={exam.id} role="cell" data-stream={exam.stream} data-exam={exam.id} data-fact={row.key}>
                        {!cell ? '—' : cell.href ? <ExternalLink href={cell.href}>{cell.value}</ExternalLink> : cell.value}
                      </td>
                    );
                  })}
                </tr>
              ))}
              <tr role="row">
                <th scope="row" role="rowheader">
                  Figures as of
                </th>
                {exams.map((exam) => (
                  <td key={exam.id} role="cell" data-stream={exam.stream} data-exam={exam.id}>
                    {exam.facts.cycle}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </ScrollTable>
        <p className={styles.note}>
          Patterns change: each exam&rsquo;s figures are those of the cycle named in the last row. Check the official notice before you
          apply.
        </p>
      </Section>

      <Section
        id="year"
        heading="The exam year at a glance"
        intro="The months each exam is usually held in. These are usual months, not dates: each exam announces its own dates in its notice."
      >
        <ol className={styles.months}>
          {MONTHS.map((month) => {
            const held = exams.filter((exam) => exam.facts.usualMonths.includes(month));
            return (
              <li key={month} className={`card card-flat ${styles.month}`} data-empty={held.length === 0 || undefined}>
                <h3>{month}</h3>
                {held.length === 0 ? (
                  <p className={styles.none}>No exam usually held</p>
                ) : (
                  <ul>
                    {held.map((exam) => (
                      <li key={exam.id} data-stream={exam.stream}>
                        <Link href={exam.href}>{exam.name}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
        {exams
          .filter((exam) => exam.facts.usualMonths.length === 0)
          .map((exam) => (
            <p key={exam.id} data-stream={exam.stream}>
              {exam.name}: {exam.facts.heldNote ?? 'see the official notice'}.
            </p>
          ))}
        <h3>Confirmed dates</h3>
        {dates.length === 0 ? (
          <p>
            No dates are listed yet. We add a date only once its official notice is out, with a link to that notice and a calendar file.
          </p>
        ) : (
          <ul className="stack-list">
            {dates.map((date) => (
              <li key={`${date.exam.id}-${date.date}`} data-stream={date.exam.stream}>
                <strong>{formatLongDate(date.date)}</strong>: {date.label} (<ExternalLink href={date.source}>official notice</ExternalLink>,{' '}
                <a href={urls.calendarFile(calendarFileName({ ...date, exam: date.exam.id }))} download>
                  add to calendar
                </a>
                )
              </li>
            ))}
          </ul>
        )}
      </Section>
    </ComparisonFilter>
  );
}

export default route.page(ExamComparison);
