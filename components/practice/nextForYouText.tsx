import Link from '@/components/ui/SiteLink';
import type { ListedTest, NextPick } from '@/lib/practice/engine/nextForYou';
import styles from './NextForYou.module.css';

export type NextTest = { id: string; title: string; href: string };

/** A test as "Next for you" receives it: what the pick, the line and reading its saves need. */
export type NextForYouTest = NextTest & ListedTest & { version: string; durationMinutes: number };

/** Why this test comes next, in a sentence after its name. */
function reasonText(pick: NextPick): string {
  switch (pick.reason) {
    case 'start':
      return 'Start with the whole paper at the real pattern, time and marking.';
    case 'resume':
      return 'Your attempt is under way on this device: finish it.';
    case 'next-mock':
      return 'The next full-length mock you have not taken.';
    case 'weakest-section':
      return `${pick.section} is your weakest section so far (${pick.percent}% of its marks): practise it on its own.`;
    case 'next-mini':
      return 'A mini-test you have not taken yet.';
  }
}

/** "Next for you": the one test to take next, with the reason. */
export function NextForYouLine({ pick, tests, examName }: { pick: NextPick | null; tests: readonly NextTest[]; examName: string }) {
  const test = pick && tests.find((candidate) => candidate.id === pick.testId);
  return (
    <p className={styles.next} data-testid="next-for-you" data-pagefind-ignore>
      <strong>Next for you{pick ? ':' : ''}</strong>{' '}
      {pick && test ? (
        <>
          <Link href={test.href}>{test.title}</Link>. {reasonText(pick)}
        </>
      ) : (
        `you have taken every ${examName} test on this device. Retake the one you scored lowest in, or try a topic drill.`
      )}
    </p>
  );
}
