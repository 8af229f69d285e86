import Link from '@/components/ui/SiteLink';
import { examById, type ExamId } from '@/lib/content/exams';
import { practiceTests } from '@/lib/content/practice';
import { urls } from '@/lib/urls';
import styles from './PracticeInvite.module.css';

/**
 * The invitation on an exam's pages to take its free practice tests: its button opens a mini-test (a
 * quick first try; the list behind "All n tests" has the full-length mock). Renders nothing for an exam without one.
 */
export function PracticeInvite({ examId }: { examId: ExamId }) {
  const tests = practiceTests.all().filter((test) => test.exam === examId);
  if (tests.length === 0) return null;
  const exam = examById(examId);
  const name = exam.practiceName ?? exam.name;
  return (
    <aside className={styles.invite} aria-labelledby={`practice-invite-${examId}`}>
      <div>
        <h2 id={`practice-invite-${examId}`} className={styles.heading}>
          Free {name} practice {tests.length === 1 ? 'test' : 'tests'}
        </h2>
        <p className={styles.text}>
          Timed like the real exam and scored by its own marking, with a worked solution for every question. No sign-up.
        </p>
      </div>
      <div className={styles.links}>
        <Link href={(tests.find((test) => test.kind !== 'full-length') ?? tests[0]).href} className="button button-accent">
          Take a free practice test
        </Link>
        {tests.length > 1 && (
          <Link href={`${urls.practice}#${examId}-heading`}>
            All {tests.length} {name} tests
          </Link>
        )}
      </div>
    </aside>
  );
}
