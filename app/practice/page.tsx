import { SaveExamOffline } from '@/components/offline/SaveExamOffline';
import { DueToday } from '@/components/practice/DueToday';
import { TestProgress } from '@/components/practice/TestProgress';
import { CardGrid } from '@/components/ui/CardGrid';
import { pageRoute } from '@/components/page/pageRoute';
import { Section } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import { allExams } from '@/lib/content/exams';
import { formatScheme } from '@/lib/content/marking';
import { maxScore, practiceTests, questionCount, type PracticeTest } from '@/lib/content/practice';
import { outlineOf } from '@/lib/practice/build/outline';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

const route = pageRoute('practice');

export const generateMetadata = route.generateMetadata;

/**
 * An exam's tests in three groups: the full-length mocks, the sectional tests, then the mini-tests;
 * an empty group is left out.
 */
function kindsOf(tests: PracticeTest[]) {
  const mocks = tests.filter((test) => test.kind === 'full-length');
  const sectionals = tests.filter((test) => test.kind === 'sectional');
  const minis = tests.filter((test) => test.kind === 'mini');
  const minutes = minis.map((test) => test.durationMinutes);
  const range =
    Math.min(...minutes) === Math.max(...minutes)
      ? `${minutes[0]} minutes each`
      : `${Math.min(...minutes)} to ${Math.max(...minutes)} minutes`;
  return [
    {
      kind: 'full-length',
      heading: mocks.length === 1 ? 'Full-length mock' : 'Full-length mocks',
      intro: 'The whole paper at the real pattern, time and marking.',
      tests: mocks,
    },
    {
      kind: 'sectional',
      heading: sectionals.length === 1 ? 'Sectional test' : 'Sectional tests',
      intro: 'One section of the paper at its real size, time and marking.',
      tests: sectionals,
    },
    { kind: 'mini', heading: 'Mini-tests', intro: `Shorter tests of ${range}, for when you have less time.`, tests: minis },
  ].filter((group) => group.tests.length > 0);
}

/** The practice tools, then every exam's tests by kind, each exam with the offer to save its tests offline. */
function PracticeTests() {
  const tests = practiceTests.all();
  const groups = allExams()
    .map((exam) => ({ exam, tests: tests.filter((test) => test.exam === exam.id) }))
    .filter((group) => group.tests.length > 0);
  return (
    <>
      {/* Beyond single tests: what the student's own attempts add up to. */}
      <nav aria-labelledby="practice-tools-heading" className={styles.tools}>
        <h2 id="practice-tools-heading" className="visually-hidden">
          Your practice
        </h2>
        <ul>
          <li>
            <Link href={urls.mistakes}>Mistake notebook</Link>
            <DueToday />
          </li>
          <li>
            <Link href={urls.topics}>Topic drills</Link>
            <p>Ten questions of one topic, explained one by one.</p>
          </li>
          <li>
            <Link href={urls.progress}>My progress</Link>
            <p>Accuracy, pace and your weakest topics; save it to a file.</p>
          </li>
        </ul>
      </nav>
      {/* Jump links that work without JavaScript; choosing one also shows that exam's tests alone
          (CSS :target, see page.module.css), and "All exams" brings the whole list back. */}
      <nav aria-labelledby="practice-exams-heading" className={styles.chips} id="exams">
        <h2 id="practice-exams-heading" className={styles.chipsHeading}>
          Choose an exam
        </h2>
        <ul>
          <li>
            <a href="#all-tests">All exams</a>
          </li>
          {groups.map(({ exam, tests: examTests }) => (
            <li key={exam.id}>
              <a href={`#${exam.id}-heading`}>
                {exam.practiceName ?? exam.name} <span className={styles.count}>({examTests.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.groups} id="all-tests">
        {groups.map(({ exam, tests: examTests }) => (
          <Section key={exam.id} id={exam.id} heading={exam.practiceName ?? exam.name} className={styles.group}>
            {exam.practiceNote && <p className={styles.note}>{exam.practiceNote}</p>}
            <p className={styles.marking}>
              Marking: {formatScheme(exam.marking)}. <Link href={exam.href}>About {exam.name}</Link> · <a href="#exams">Other exams</a>
            </p>
            {/* The two kinds apart, so a student picks by the time they have: the whole paper first, then the short tests. */}
            {kindsOf(examTests).map(({ kind, heading, intro, tests: kindTests }) => (
              <Section key={kind} id={`${exam.id}-${kind}`} level={3} heading={heading} intro={intro} className={styles.kind}>
                <CardGrid columns={2}>
                  {kindTests.map((test) => (
                    <li key={test.id} className={styles.test}>
                      <h4>
                        <Link href={test.href}>{test.title}</Link>
                      </h4>
                      <p>{test.description}</p>
                      <ul className={styles.facts}>
                        <li>{questionCount(test)} questions</li>
                        <li>{test.durationMinutes} minutes</li>
                        <li>Maximum score {maxScore(test)}</li>
                        <li>{test.sections.length === 1 ? '1 section' : `${test.sections.length} sections`}</li>
                      </ul>
                      <div className={styles.progress}>
                        <TestProgress test={outlineOf(test)} title={test.title} href={test.href} />
                      </div>
                    </li>
                  ))}
                </CardGrid>
              </Section>
            ))}
            <SaveExamOffline examId={exam.id} examName={exam.practiceName ?? exam.name} />
          </Section>
        ))}
      </div>
    </>
  );
}

export default route.page(PracticeTests);
