import type { ReactNode } from 'react';
import { SaveExamOffline } from '@/components/offline/SaveExamOffline';
import { CardGrid } from '@/components/ui/CardGrid';
import { Section } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import { examById, type Exam, type ExamId } from '@/lib/content/exams';
import { formatScheme } from '@/lib/content/marking';
import { maxScore, practiceTests, questionCount, type PracticeTest } from '@/lib/content/practice';
import { sectionMatches } from '@/lib/practice/checks/mockShape';
import { nextForYou } from '@/lib/practice/engine/nextForYou';
import { urls } from '@/lib/urls';
import { NextForYou } from './NextForYou';
import { TestProgress } from './TestProgress';
import styles from './ExamTests.module.css';

/**
 * An exam's tests in three groups: the full-length mocks, the sectional tests, then the mini-tests;
 * an empty group is left out.
 */
function kindsOf(exam: Exam, tests: PracticeTest[]) {
  const mocks = tests.filter((test) => test.kind === 'full-length');
  // Sectional tests in the paper's order of sections (VARC, DILR, QA), not by title.
  const place = (test: PracticeTest) => exam.facts.sections.findIndex((named) => sectionMatches(named, test.sections[0]));
  const sectionals = tests.filter((test) => test.kind === 'sectional').sort((a, b) => place(a) - place(b));
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

type ExamTestsProps = {
  exam: Exam;
  /** The section's heading: the exam's name on /practice, "Free CAT practice tests" on an exam's page. */
  heading: string;
  /** The section's id (its heading's is `{id}-heading`). */
  id: string;
  className?: string;
  /** Links beside the marking line (on /practice: the exam's page and the list of exams). */
  links?: ReactNode;
  /**
   * Whether each card carries the test's one-sentence description. An exam's page lists one exam's
   * tests and has room for it; /practice lists every exam's, where the card's facts (questions,
   * minutes, maximum score, sections) say what the student needs to choose and the description
   * waits on the test's own page: each sentence costs the page twice (HTML and React's payload).
   */
  describe?: boolean;
};

/**
 * One exam's practice tests, on /practice and on the exam's own pages: "Next for you", the tests by
 * kind, each card with this device's state (not taken, under way with its time left, best score),
 * and the offer to save the exam's tests for offline use.
 */
export function ExamTests({ exam, heading, id, className, links, describe = true }: ExamTestsProps) {
  const tests = practiceTests.all().filter((test) => test.exam === exam.id);
  if (tests.length === 0) return null;
  const groups = kindsOf(exam, tests);
  const name = exam.practiceName ?? exam.name;
  const ordered = groups.flatMap((group) => group.tests);
  const listed = ordered.map((test) => ({
    id: test.id,
    kind: test.kind,
    title: test.title,
    href: test.href,
    sections: test.sections.map((section) => ({ name: section.name })),
    version: test.version,
    durationMinutes: test.durationMinutes,
  }));
  return (
    <Section id={id} heading={heading} className={className}>
      {exam.practiceNote && <p className={styles.note}>{exam.practiceNote}</p>}
      <p className={styles.marking}>
        Marking: {formatScheme(exam.marking)}.{links && <> {links}</>}
      </p>
      <NextForYou examName={name} tests={listed} first={nextForYou(listed, {})} />
      {/* The kinds apart, so a student picks by the time they have: the whole paper, one section, a short test. */}
      {groups.map(({ kind, heading: kindHeading, intro, tests: kindTests }) => (
        <Section key={kind} id={`${id}-${kind}`} level={3} heading={kindHeading} intro={intro} className={styles.kind}>
          <CardGrid columns={2}>
            {kindTests.map((test) => (
              <li key={test.id} className={styles.test}>
                <h4>
                  <Link href={test.href}>{test.title}</Link>
                </h4>
                {describe && <p>{test.description}</p>}
                <ul className={styles.facts}>
                  <li>{questionCount(test)} questions</li>
                  <li>{test.durationMinutes} minutes</li>
                  <li>Maximum score {maxScore(test)}</li>
                  <li>{test.sections.length === 1 ? '1 section' : `${test.sections.length} sections`}</li>
                </ul>
                <div className={styles.progress}>
                  <TestProgress
                    test={{ id: test.id, version: test.version, durationMinutes: test.durationMinutes }}
                    title={test.title}
                    href={test.href}
                  />
                </div>
              </li>
            ))}
          </CardGrid>
        </Section>
      ))}
      <SaveExamOffline examId={exam.id} examName={name} />
    </Section>
  );
}

/** An exam's tests on its own pages (the exam guide, the law exam page, the MBA page for CAT). */
export function ExamPracticeSection({ examId }: { examId: ExamId }) {
  const exam = examById(examId);
  // The site search leaves the list out here: a question about the exam ("NPAT attempts") should
  // find the exam's facts, not a test card; the tests are found on /practice and their own pages.
  return (
    <div data-pagefind-ignore="all">
      <ExamTests
        exam={exam}
        id="practice-tests"
        heading={`Free ${exam.practiceName ?? exam.name} practice tests`}
        className={styles.onExamPage}
        links={<Link href={`${urls.practice}#${examId}-heading`}>All practice tests</Link>}
      />
    </div>
  );
}
