import { CallToAction } from '@/components/page/CallToAction';
import { collectionPage } from '@/components/page/collectionPage';
import { examById } from '@/lib/content/exams';
import { getSiteConfig, supportContacts } from '@/lib/content/site';
import { practiceTests, type PracticeTest } from '@/lib/content/practice';
import { projectPracticeTest } from '@/lib/practice/build/projection';
import { PracticeApp } from './_components/PracticeApp';
import { PracticeInstructions } from './_components/PracticeInstructions';

function TestBody({ test }: { test: PracticeTest }) {
  // The island's one hand-over: outline, rendered questions and keys together.
  const projection = projectPracticeTest(test);
  return (
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
      support={supportContacts()}
    />
  );
}

export const dynamicParams = false;

const route = collectionPage(
  practiceTests,
  'testId',
  (test) => ({
    metaTitle: `${test.title}: free practice test`,
    description: `${test.description} Free, no sign-up, scored by the exam's own marking; your answers stay on your device.`,
    title: test.title,
    eyebrow: `${examById(test.exam).name} practice test`,
    lead: <p>{test.description}</p>,
  }),
  (test) => <TestBody test={test} />,
);

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
