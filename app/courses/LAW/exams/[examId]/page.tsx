import { LawExamDetail } from '@/components/law/LawExamDetail';
import { lawDetailRoute } from '@/components/law/lawDetailRoute';
import { getLawExams } from '@/lib/content/law';
import { faqPage } from '@/lib/structuredData';

const route = lawDetailRoute({
  param: 'examId',
  items: getLawExams,
  title: (exam) => exam.title,
  eyebrow: 'Law entrance exam',
  body: (exam) => <LawExamDetail exam={exam} />,
  cta: {},
  structuredData: (exam) => faqPage(exam.faqs),
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
