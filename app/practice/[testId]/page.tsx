import { PracticeApp } from '@/components/practice/PracticeApp';
import { CallToAction } from '@/components/page/CallToAction';
import { ContentPage } from '@/components/page/ContentPage';
import { KeyFacts } from '@/components/exam/KeyFacts';
import prose from '@/components/ui/Prose.module.css';
import { collectionRoute } from '@/lib/collectionRoute';
import { getSiteConfig } from '@/lib/content/site';
import { practiceTests } from '@/lib/content/practice';
import { renderMarkdownWithMath } from '@/lib/markdown';
import { answerKeys, testMeta, testView } from '@/lib/practice/view';
import styles from './page.module.css';

export const dynamicParams = false;

const route = collectionRoute(practiceTests, 'testId', (test) => ({
  title: `${test.title}: free practice test`,
  description: `${test.description} Free, no sign-up, scored by the exam's own marking; your answers stay on your device.`,
}));

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function PracticeTestPage(props: PageProps<'/practice/[testId]'>) {
  const test = await route.find(props);
  const view = testView(test);
  const sectional = test.sections.every((section) => section.timeLimitMinutes !== undefined);
  const markings = [...new Set(view.sections.map((section) => section.marking))];

  const instructions = (
    <div className={styles.instructions}>
      <KeyFacts
        heading="This test at a glance"
        facts={[
          { label: 'Questions', value: String(view.questionCount) },
          { label: 'Duration', value: `${test.durationMinutes} minutes` },
          { label: 'Maximum score', value: String(view.maxScore) },
          {
            label: 'Marking',
            value:
              markings.length === 1
                ? `${markings[0]}; an unanswered question scores 0`
                : 'Per section, listed below; an unanswered question scores 0',
          },
          {
            label: 'Sections',
            value: (
              <ul className={styles.sectionList}>
                {view.sections.map((section) => (
                  <li key={section.id}>
                    {section.name}: {section.questions.length} questions
                    {section.timeLimitMinutes ? `, ${section.timeLimitMinutes} minutes` : ''}
                    {section.lockOnTimeUp ? ', closes when its time ends' : ''}
                    {markings.length > 1 ? ` (${section.marking})` : ''}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      <div className={prose.prose}>
        <h3>About this test</h3>
        {renderMarkdownWithMath(test.instructions)}
        <h3>How the test screen works</h3>
        <ul>
          <li>
            {sectional
              ? 'Sections run one after another, each on its own clock; when a section’s time ends, the next one opens.'
              : 'One clock runs for the whole test; move between sections with the section buttons.'}{' '}
            The test is submitted by itself when the time runs out.
          </li>
          <li>
            Choose an option, then press <strong>Save &amp; Next</strong>: an answer counts only once it is saved.{' '}
            <strong>Mark for Review &amp; Next</strong> saves the answer too and flags the question to look at again; marked questions that
            have an answer are scored.
          </li>
          <li>
            The question palette shows each question as not visited, not answered, answered, marked for review, or answered and marked.
          </li>
          <li>
            Keyboard: <kbd>1</kbd>–<kbd>5</kbd> or <kbd>A</kbd>–<kbd>E</kbd> choose an option, <kbd>N</kbd> or <kbd>→</kbd> saves and moves
            on, <kbd>P</kbd> or <kbd>←</kbd> goes back, <kbd>M</kbd> marks for review.
          </li>
          <li>
            Every answer is saved on this device as you go: if the page reloads or the phone sleeps, you continue where you were, with the
            right time left.
          </li>
        </ul>
      </div>
    </div>
  );

  return (
    <ContentPage path={test.href} title={test.title} eyebrow={`${view.examName} practice test`} lead={<p>{test.description}</p>}>
      <PracticeApp
        view={view}
        meta={testMeta(test)}
        keys={answerKeys(test)}
        instructions={instructions}
        invitation={
          <CallToAction
            heading="Want a mentor to go through this with you?"
            text={`Our ${view.examName} batches add live classes, full-length mocks and one-to-one doubt sessions to practice like this.`}
          />
        }
        shareUrl={new URL(test.href, getSiteConfig().siteUrl).toString()}
      />
    </ContentPage>
  );
}
