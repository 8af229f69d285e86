import { FaqAccordion } from '@/components/faq/FaqAccordion';
import type { LawExam } from '@/lib/content/schemas/law';
import styles from './LawDetail.module.css';

/** A law entrance exam: description, expandable FAQs and the syllabus table. */
export function LawExamDetail({ exam }: { exam: LawExam }) {
  return (
    <div className={styles.detail}>
      <p className={styles.description}>{exam.description}</p>
      <section className={styles.section} aria-labelledby="exam-faqs">
        <h2 id="exam-faqs">Frequently asked questions</h2>
        <FaqAccordion faqs={exam.faqs} />
      </section>
      <section className={styles.section} aria-labelledby="exam-syllabus">
        <h2 id="exam-syllabus">Syllabus</h2>
        {/* Focusable so the table can be scrolled sideways from the keyboard on phones. */}
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby="exam-syllabus">
          <table className={styles.table}>
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
        </div>
      </section>
    </div>
  );
}
