import { FaUniversity } from 'react-icons/fa';
import { ExamColleges } from '@/components/exam/ExamColleges';
import { ExamFactsBox } from '@/components/exam/ExamFactsBox';
import { ExamSyllabus } from '@/components/exam/ExamSyllabus';
import { FaqAccordion } from '@/components/faq/FaqAccordion';
import { ExamPracticeSection } from '@/components/practice/ExamTests';
import { collectionPage } from '@/components/page/collectionPage';
import { Section } from '@/components/ui/Section';
import { examGuides, isExamId, type ExamGuide } from '@/lib/content/exams';
import { faqPage } from '@/lib/structuredData';
import styles from './page.module.css';

/** The first 3 FAQs show until the visitor asks for more. */
const FAQS_SHOWN = 3;

/** The guide below the header: overview and key facts, the free tests, FAQs, syllabus and colleges. */
function GuideBody({ exam }: { exam: ExamGuide }) {
  return (
    <>
      <div className={`split ${styles.overview}`}>
        <Section id="overview" heading={`About ${exam.name}`}>
          {exam.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
        <ExamFactsBox exam={exam} />
      </div>

      {isExamId(exam.id) && <ExamPracticeSection examId={exam.id} />}

      <Section id="faq" heading="Frequently asked questions" className={styles.block}>
        <FaqAccordion faqs={exam.faqs} initiallyShown={FAQS_SHOWN} />
      </Section>

      <Section id="syllabus" heading="Syllabus" className={styles.block}>
        <ExamSyllabus examName={exam.name} sections={exam.syllabus} layout="tabs" />
      </Section>

      <Section id="colleges" heading={`Top Colleges Accepting ${exam.name} Score`} className={styles.block}>
        <ExamColleges colleges={exam.colleges} icon={<FaUniversity />} />
      </Section>
    </>
  );
}

export const dynamicParams = false;

const route = collectionPage(
  examGuides,
  'examId',
  (exam) => ({
    metaTitle: `${exam.name} exam guide`,
    title: exam.name,
    description: exam.description,
    eyebrow: 'BBA/IPM exam guide',
    lead: <p>{exam.fullName}</p>,
    structuredData: [faqPage(exam.faqs)],
    cta: {
      heading: `Preparing for ${exam.name}?`,
      text: 'Join a batch with live classes, sectional tests, full-length mocks and interview preparation.',
    },
  }),
  (exam) => <GuideBody exam={exam} />,
);

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
