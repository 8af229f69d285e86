'use client';

import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/Modal';
import styles from './ExamFrame.module.css';

type ExamFrameProps = {
  title: string;
  /** The countdown, in the top bar. */
  clock: ReactNode;
  sections: { id: string; name: string }[];
  /** Per section: whether its tab can be opened now, and whether the section has closed. */
  tabs: { canOpen: boolean; closed: boolean }[];
  /** The section of the open question. */
  currentSection: number;
  onOpenSection: (index: number) => void;
  /** A notice under the tabs (resumed, section ended, storage warning), if any. */
  notice: ReactNode;
  /** The question pane. */
  question: ReactNode;
  /** The palette, placed beside the question from 900 px and in a bottom sheet below that. */
  palette: ReactNode;
  paletteOpen: boolean;
  onPaletteOpen: () => void;
  onPaletteClose: () => void;
  /** The action bar's buttons after the palette toggle (End section, Submit test). */
  actions: ReactNode;
  /** The confirmation dialogs. */
  children: ReactNode;
};

/**
 * The exam screen's frame: the top bar with the title and the clock, the section tabs, the body
 * (question pane and side palette), the action bar and the palette sheet. It places what it is
 * given and knows nothing of attempts, so a different frame (full screen on phones, the action bar
 * pinned to the bottom, a passage sheet) is a change to this component and its module alone.
 */
export function ExamFrame({
  title,
  clock,
  sections,
  tabs,
  currentSection,
  onOpenSection,
  notice,
  question,
  palette,
  paletteOpen,
  onPaletteOpen,
  onPaletteClose,
  actions,
  children,
}: ExamFrameProps) {
  return (
    <div className={styles.testScreen}>
      <div className={styles.testBar}>
        <h2 className={styles.testTitle}>{title}</h2>
        {clock}
      </div>

      <nav aria-label="Sections" className={styles.sectionTabs}>
        <ul>
          {sections.map((entry, index) => {
            const { canOpen, closed } = tabs[index];
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  className={`toggle-pill ${styles.sectionTab}`}
                  aria-current={index === currentSection ? 'true' : undefined}
                  disabled={!canOpen}
                  onClick={() => onOpenSection(index)}
                >
                  {entry.name}
                  {!canOpen && <span className={styles.tabNote}>{closed ? ' (closed)' : ' (opens later)'}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      {notice}

      <div className={`main-and-side ${styles.testBody}`}>
        {question}
        <aside className={styles.sidePalette} aria-label="Question palette">
          {palette}
        </aside>
      </div>

      <div className={styles.testFooter}>
        <button type="button" className={`button button-outline ${styles.paletteToggle}`} onClick={onPaletteOpen}>
          Question palette
        </button>
        {actions}
      </div>

      <Modal open={paletteOpen} onClose={onPaletteClose} title="Question palette" placement="sheet">
        {palette}
      </Modal>

      {children}
    </div>
  );
}
