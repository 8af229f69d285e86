import type { ReactNode } from 'react';
import { ColumnHeads, ScrollTable } from '@/components/ui/ScrollTable';
import { Tabs } from '@/components/ui/Tabs';
import type { SyllabusSection } from '@/lib/content/exams';
import styles from './ExamSyllabus.module.css';

type Row = { header: string; cell: ReactNode };

/** A two-column table: a header cell naming each row, then what it holds. */
function SyllabusTable({
  label,
  caption,
  columns,
  rows,
  className = '',
}: {
  label: string;
  caption?: string;
  columns: [string, string];
  rows: Row[];
  className?: string;
}) {
  return (
    <ScrollTable label={label}>
      <table className={`data-table ${className}`.trim()}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <ColumnHeads names={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.header}>
              <th scope="row">{row.header}</th>
              <td>{row.cell}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/**
 * An exam's syllabus, sections with their topics. 'tabs' (BBA/IPM guides, whose sections have
 * many topics): a tab per section, each a table of topics and details. 'table' (law exams): one
 * table, a row per section listing its topics.
 */
export function ExamSyllabus({ examName, sections, layout }: { examName: string; sections: SyllabusSection[]; layout: 'tabs' | 'table' }) {
  if (layout === 'table') {
    return (
      <SyllabusTable
        label="Syllabus"
        columns={['Category', 'Topics']}
        rows={sections.map((section) => ({
          header: section.section,
          cell: (
            <ul className={styles.topics}>
              {section.topics.map((topic) => (
                <li key={topic.title}>
                  <span className={styles.topicTitle}>{topic.title}</span>: {topic.details}
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    );
  }
  return (
    <Tabs
      label={`${examName} syllabus sections`}
      tabs={sections.map((section) => ({
        label: section.section,
        content: (
          <SyllabusTable
            label={`${section.section} topics`}
            caption={`${section.section} topics`}
            columns={['Topics', 'Details']}
            rows={section.topics.map((topic) => ({ header: topic.title, cell: topic.details }))}
            className={styles.topicTable}
          />
        ),
      }))}
    />
  );
}
