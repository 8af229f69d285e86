import { KeyFacts } from '@/components/exam/KeyFacts';
import prose from '@/components/ui/Prose.module.css';
import { renderMarkdownWithMath } from '@/lib/markdown';
import type { PracticeProjection } from '@/lib/practice/model/shape';
import styles from './PracticeInstructions.module.css';

type PracticeInstructionsProps = {
  test: PracticeProjection;
  /** The test's own rules, Markdown from its content file. */
  about: string;
};

/**
 * What a student reads before starting, rendered at build time (a server component): the test at
 * a glance, its own rules, and how the exam screen works, with the keyboard shortcuts.
 */
export function PracticeInstructions({ test, about }: PracticeInstructionsProps) {
  const sectional = test.sections.every((section) => section.timeLimitMinutes !== undefined);
  const markings = [...new Set(test.sections.map((section) => section.marking))];

  return (
    <div className={styles.instructions}>
      <KeyFacts
        heading="This test at a glance"
        facts={[
          { label: 'Questions', value: String(test.questionCount) },
          { label: 'Duration', value: `${test.durationMinutes} minutes` },
          { label: 'Maximum score', value: String(test.maxScore) },
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
                {test.sections.map((section) => (
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
        {renderMarkdownWithMath(about)}
        <h3>How the test screen works</h3>
        <ul>
          <li>
            {sectional
              ? 'Sections run one after another, each on its own clock; when a section’s time ends, the next one opens.'
              : 'One clock runs for the whole test; move between sections with the section buttons.'}{' '}
            {sectional &&
              (test.endSectionEarly
                ? 'End section (under the question palette) moves on before the time is up. '
                : 'As on the real exam’s screen, a section ends only when its time does. ')}
            The test is submitted by itself when the time runs out.
          </li>
          {test.calculator && (
            <li>
              <strong>Calculator</strong> (top bar) opens the exam screen’s basic calculator, which works like the real one: each operator
              finishes the one before (<kbd>2</kbd> <kbd>+</kbd> <kbd>3</kbd> <kbd>×</kbd> <kbd>4</kbd> <kbd>=</kbd> gives 20). While it has
              the focus, the keyboard types into it.
            </li>
          )}
          <li>
            Choose an option, then press <strong>Save &amp; Next</strong>: an answer counts only once it is saved.{' '}
            <strong>Mark for Review &amp; Next</strong> saves the answer too and flags the question to look at again; marked questions that
            have an answer are scored.
          </li>
          <li>
            The question palette shows each question as not visited, not answered, answered, marked for review, or answered and marked.
            Under it, <strong>Question paper</strong> lists the section’s questions at a glance and <strong>Instructions</strong> shows
            these instructions again.
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
}
