import { LawExamDetail } from '@/components/law/LawExamDetail';
import { PracticeInvite } from '@/components/practice/PracticeInvite';
import { ContentPage } from '@/components/page/ContentPage';
import { collectionRoute } from '@/lib/collectionRoute';
import { isExamId, lawExams } from '@/lib/content/exams';
import { faqPage } from '@/lib/structuredData';

export const dynamicParams = false;

const route = collectionRoute(lawExams, 'examId', (exam) => ({ title: exam.title, description: exam.description }));

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function LawExamPage(props: PageProps<'/courses/LAW/exams/[examId]'>) {
  const exam = await route.find(props);
  return (
    <ContentPage path={exam.href} title={exam.title} eyebrow="Law entrance exam" structuredData={[faqPage(exam.faqs)]} cta={{}}>
      <LawExamDetail exam={exam} />
      {isExamId(exam.id) && <PracticeInvite examId={exam.id} />}
    </ContentPage>
  );
}
