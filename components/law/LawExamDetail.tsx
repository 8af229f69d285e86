import { ExamFactsBox } from '@/components/exam/ExamFactsBox';
import { ExamSyllabus } from '@/components/exam/ExamSyllabus';
import { FaqAccordion } from '@/components/faq/FaqAccordion';
import { Section } from '@/components/ui/Section';
import type { LawExam } from '@/lib/content/exams';
import styles from './LawDetail.module.css';

/** A law entrance exam: description, expandable FAQs and the syllabus table. */
export function LawExamDetail({ exam }: { exam: LawExam }) {
  return (
    <div className={styles.detail}>
      <div className="split">
        <p className={styles.description}>{exam.description}</p>
        <ExamFactsBox exam={exam} />
      </div>
      <Section id="exam-faqs" heading="Frequently asked questions" className={styles.section}>
        <FaqAccordion faqs={exam.faqs} />
      </Section>
      <Section id="exam-syllabus" heading="Syllabus" className={styles.section}>
        <ExamSyllabus examName={exam.name} sections={exam.syllabus} layout="table" />
      </Section>
    </div>
  );
}
