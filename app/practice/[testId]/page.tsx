import { CallToAction } from '@/components/page/CallToAction';
import { ContentPage } from '@/components/page/ContentPage';
import { collectionRoute } from '@/lib/collectionRoute';
import { getSiteConfig } from '@/lib/content/site';
import { practiceTests } from '@/lib/content/practice';
import { projectPracticeTest } from '@/lib/practice/build/projection';
import { PracticeApp } from './_components/PracticeApp';
import { PracticeInstructions } from './_components/PracticeInstructions';

export const dynamicParams = false;

const route = collectionRoute(practiceTests, 'testId', (test) => ({
  title: `${test.title}: free practice test`,
  description: `${test.description} Free, no sign-up, scored by the exam's own marking; your answers stay on your device.`,
}));

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function PracticeTestPage(props: PageProps<'/practice/[testId]'>) {
  const test = await route.find(props);
  // The island's one hand-over: outline, rendered questions and keys together.
  const projection = projectPracticeTest(test);

  return (
    <ContentPage path={test.href} title={test.title} eyebrow={`${projection.examName} practice test`} lead={<p>{test.description}</p>}>
      <PracticeApp
        test={projection}
        instructions={<PracticeInstructions test={projection} about={test.instructions} />}
        invitation={
          <CallToAction
            heading="Want a mentor to go through this with you?"
            text={`Our ${projection.examName} batches add live classes, full-length mocks and one-to-one doubt sessions to practice like this.`}
          />
        }
        shareUrl={new URL(test.href, getSiteConfig().siteUrl).toString()}
      />
    </ContentPage>
  );
}
