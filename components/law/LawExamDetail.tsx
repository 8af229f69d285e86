import { ExamFactsBox } from '@/components/exam/ExamFactsBox';
import { FaqAccordion } from '@/components/faq/FaqAccordion';
import { ScrollTable } from '@/components/ui/ScrollTable';
import { Section } from '@/components/ui/Section';
import type { LawExam } from '@/lib/content/law/exams';
import styles from './LawDetail.module.css';

/** A law entrance exam: description, expandable FAQs and the syllabus table. */
export function LawExamDetail({ exam }: { exam: LawExam }) {
  return (
    <div className={styles.detail}>
      <div className="split">
        <p className={styles.description}>{exam.description}</p>
        <ExamFactsBox heading={`${exam.id.toUpperCase()} at a glance`} facts={exam.facts} marking={exam.marking} />
      </div>
      <Section id="exam-faqs" heading="Frequently asked questions" className={styles.section}>
        <FaqAccordion faqs={exam.faqs} />
      </Section>
      <Section id="exam-syllabus" heading="Syllabus" className={styles.section}>
        <ScrollTable label="Syllabus">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Topics</th>
              </tr>
            </thead>
            <tbody>
              {exam.syllabus.map((row) => (
                <tr key={row.category}>
                  <th scope="row">{row.category}</th>
                  <td>
                    <ul className={styles.topics}>
                      {row.topics.map((topic) => (
                        <li key={topic.title}>
                          <span className={styles.topicTitle}>{topic.title}</span>: {topic.details}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </Section>
    </div>
  );
}
