'use client';

import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FaLock } from 'react-icons/fa';
import { Modal } from '@/components/ui/Modal';
import { useMediaQuery } from '@/lib/hooks/useMediaQuery';
import { sectionTabNote, shortLabelInName, type SectionTabState } from '@/lib/practice/engine/sectionTab';
import styles from './ExamFrame.module.css';
import { useExamTakeover } from './useExamTakeover';

type Tab = SectionTabState;

type ExamFrameProps = {
  title: string;
  /** The countdown, in the top bar. */
  clock: ReactNode;
  /** Submit test, at the top bar's end. */
  submit: ReactNode;
  /** The exam screen's tools (the calculator's button), in the top bar before Submit. */
  tools?: ReactNode;
  /** An open tool (the calculator): above the action bar on phones, over the palette from 900 px. */
  tool?: ReactNode;
  sections: { id: string; name: string; short: string }[];
  /** Per section: whether its tab can be opened now, whether it has closed, and when a later one opens. */
  tabs: Tab[];
  /** The section of the open question. */
  currentSection: number;
  onOpenSection: (index: number) => void;
  /** Notices and time warnings under the switcher. */
  notices: ReactNode;
  /** The open question's passage, beside the question from 900 px (phones read it in a sheet). */
  passage: ReactNode;
  /** The passage's title, naming its pane. */
  passageLabel: string;
  /** Changes with the passage, so the pane keeps the reading place between its questions only. */
  passageKey: string | null;
  /** The question pane, in its own scroll. */
  question: ReactNode;
  /** Changes with the question: the question area goes back to its top, the focus to its heading. */
  questionKey: string;
  /** The palette, a side column from 900 px and a bottom sheet below that. */
  palette: ReactNode;
  paletteOpen: boolean;
  onPaletteClose: () => void;
  /** The action bar, pinned to the bottom. */
  actions: ReactNode;
  /** The sheets and confirmation dialogs. */
  children: ReactNode;
};

/**
 * The exam frame: a screen of its own, as on the exam's terminals, in place of the site's page
 * (useExamTakeover hides the chrome and locks the page's scroll; LeaveTestGuard asks before leaving). Top bar
 * with the title, clock and Submit; a one-row section switcher with short labels; notices; the
 * body, whose areas scroll on their own (a new question starts at its top, the page never moves);
 * the action bar pinned to the bottom. From 900 px the TCS iON layout: passage and question side
 * by side, the palette in a side column. It places what it is given and knows nothing of attempts.
 */
export function ExamFrame({
  title,
  clock,
  submit,
  tools,
  tool,
  sections,
  tabs,
  currentSection,
  onOpenSection,
  notices,
  passage,
  passageLabel,
  passageKey,
  question,
  questionKey,
  palette,
  paletteOpen,
  onPaletteClose,
  actions,
  children,
}: ExamFrameProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  useExamTakeover(frameRef);

  // A new question starts at the top of the question area, and the focus goes to its heading so
  // screen readers announce it (the first question's heading is focused by the screen change).
  // A layout effect runs after the dialogs' (the palette sheet's focus return as it closes), so the
  // heading has the last word.
  const shownQuestion = useRef(questionKey);
  useLayoutEffect(() => {
    if (shownQuestion.current === questionKey) return;
    shownQuestion.current = questionKey;
    const area = questionRef.current;
    if (!area) return;
    area.scrollTop = 0;
    area.querySelector<HTMLElement>('[data-screen-heading]')?.focus({ preventScroll: true });
  }, [questionKey]);

  // What shows from 900 px only, the passage pane and the side palette, is rendered only there;
  // below that the passage is read in its sheet and the palette is the bottom sheet, so one
  // palette is kept up to date on every move, not two.
  const wide = useMediaQuery('(min-width: 900px)');

  return (
    <div ref={frameRef} className={styles.frame} data-testid="exam-frame">
      <div className={styles.topBar}>
        <h2 className={styles.title}>{title}</h2>
        {clock}
        {tools}
        {submit}
      </div>

      <SectionTabs sections={sections} tabs={tabs} currentSection={currentSection} onOpenSection={onOpenSection} />

      <div className={styles.notices}>{notices}</div>

      <div className={styles.body} data-passage={passageKey ? 'true' : undefined}>
        {passageKey && wide && (
          <section key={passageKey} className={styles.passagePane} aria-label={passageLabel} tabIndex={0}>
            {passage}
          </section>
        )}
        <div ref={questionRef} className={styles.questionArea}>
          {question}
        </div>
        <aside className={styles.sidePalette} aria-label="Question palette">
          {wide && palette}
        </aside>
        {wide && tool}
      </div>
      {!wide && tool}

      <div className={styles.actionBar}>{actions}</div>

      {/* Below 900 px the palette lives in this sheet, kept rendered while closed: opening it shows
          a long test's buttons at once, and picking a question tears nothing down. */}
      <Modal open={paletteOpen} onClose={onPaletteClose} title="Question palette" placement="sheet" keepMounted>
        {!wide && palette}
      </Modal>

      {children}
    </div>
  );
}

type SectionTabsProps = Pick<ExamFrameProps, 'sections' | 'tabs' | 'currentSection' | 'onOpenSection'>;

/** The one-row section switcher. */
function SectionTabs({ sections, tabs, currentSection, onOpenSection }: SectionTabsProps) {
  return (
    <nav aria-label="Sections" className={styles.switcher}>
      <ul>
        {sections.map((entry, index) => {
          const { canOpen } = tabs[index];
          const note = sectionTabNote(tabs[index]);
          // "Logical" above "Logical Reasoning" is read once, as the name; "DILR" is kept, as shown.
          const nameSaysShort = shortLabelInName(entry.short, entry.name);
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={`toggle-pill ${styles.tab}`}
                aria-current={index === currentSection ? 'true' : undefined}
                disabled={!canOpen}
                onClick={() => onOpenSection(index)}
              >
                <span className={styles.short} aria-hidden={nameSaysShort || undefined}>
                  {!canOpen && <FaLock aria-hidden="true" className={styles.lock} />}
                  {entry.short}
                </span>
                {entry.short !== entry.name && <span className="visually-hidden"> {entry.name}</span>}
                {note && (
                  <span className={styles.tabNote}>
                    {' '}
                    {note.lead && <span className="visually-hidden-narrow">{note.lead} </span>}
                    {note.text}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
