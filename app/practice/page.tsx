import { SavePracticeOffline } from '@/components/offline/SavePracticeOffline';
import { PracticeStats } from '@/components/practice/PracticeStats';
import { CardGrid } from '@/components/ui/CardGrid';
import { ContentPage } from '@/components/page/ContentPage';
import { Section } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import { allExams } from '@/lib/content/exams';
import { formatScheme } from '@/lib/content/marking';
import { maxScore, practiceTests, questionCount } from '@/lib/content/practice';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Free practice tests',
  description:
    'Free practice tests for CAT, CLAT, AILET, SLAT, IPMAT, JIPMAT, SET, NPAT and CUET under real exam conditions: timed, scored by each exam’s marking, no sign-up.',
  path: urls.practice,
});

export default function PracticePage() {
  const tests = practiceTests.all();
  const groups = allExams()
    .map((exam) => ({ exam, tests: tests.filter((test) => test.exam === exam.id) }))
    .filter((group) => group.tests.length > 0);
  return (
    <ContentPage
      path={urls.practice}
      title="Free practice tests"
      eyebrow="Practice under exam conditions"
      lead={
        <p>
          Timed like the real exam, scored by its own marking, with a worked explanation for every question. No sign-up: your answers and
          scores stay on this device.
        </p>
      }
      cta={{
        heading: 'Want guided preparation?',
        text: 'Our batches add live classes, full-length mocks and mentoring to practice like this.',
      }}
    >
      <SavePracticeOffline />
      {groups.map(({ exam, tests: examTests }) => (
        <Section key={exam.id} id={exam.id} heading={exam.name} className={styles.group}>
          <p className={styles.marking}>
            Marking: {formatScheme(exam.marking)}. <Link href={exam.href}>About {exam.name}</Link>
          </p>
          <CardGrid columns={2}>
            {examTests.map((test) => (
              <li key={test.id} className={styles.test}>
                <h3>
                  <Link href={test.href}>{test.title}</Link>
                </h3>
                <p>{test.description}</p>
                <ul className={styles.facts}>
                  <li>{questionCount(test)} questions</li>
                  <li>{test.durationMinutes} minutes</li>
                  <li>Maximum score {maxScore(test)}</li>
                  <li>{test.sections.length === 1 ? '1 section' : `${test.sections.length} sections`}</li>
                </ul>
                <div className={styles.stats}>
                  <PracticeStats testId={test.id} />
                </div>
              </li>
            ))}
          </CardGrid>
        </Section>
      ))}
    </ContentPage>
  );
}
