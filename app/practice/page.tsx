import { DueToday } from '@/components/practice/DueToday';
import { ExamTests } from '@/components/practice/ExamTests';
import { pageRoute } from '@/components/page/pageRoute';
import Link from '@/components/ui/SiteLink';
import { allExams } from '@/lib/content/exams';
import { practiceTests } from '@/lib/content/practice';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

const route = pageRoute('practice');

export const generateMetadata = route.generateMetadata;

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
        {groups.map(({ exam }) => (
          <ExamTests
            key={exam.id}
            exam={exam}
            id={exam.id}
            heading={exam.practiceName ?? exam.name}
            className={styles.group}
            describe={false}
            links={
              <>
                <Link href={exam.href}>About {exam.name}</Link> · <a href="#exams">Other exams</a>
              </>
            }
          />
        ))}
      </div>
      <p className={styles.errata}>
        Corrections to published questions: <Link href={urls.errata}>Errata</Link>
      </p>
    </>
  );
}

export default route.page(PracticeTests);
