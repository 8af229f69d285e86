import { LawExamDetail } from '@/components/law/LawExamDetail';
import { ExamPracticeSection } from '@/components/practice/ExamTests';
import { collectionPage } from '@/components/page/collectionPage';
import { isExamId, lawExams } from '@/lib/content/exams';
import { faqPage } from '@/lib/structuredData';

export const dynamicParams = false;

const route = collectionPage(
  lawExams,
  'examId',
  (exam) => ({
    title: exam.title,
    description: exam.description,
    eyebrow: 'Law entrance exam',
    structuredData: [faqPage(exam.faqs)],
    cta: {},
  }),
  (exam) => (
    <>
      <LawExamDetail exam={exam} />
      {isExamId(exam.id) && <ExamPracticeSection examId={exam.id} />}
    </>
  ),
);

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
