'use client';

import { useEffect, useRef } from 'react';
import type { PracticeProjection } from '@/lib/practice/model/shape';
import { OmrSheet } from './OmrSheet';
import { PaperEntry } from './PaperEntry';
import { PrintDocument } from './PrintDocument';
import { QuestionBooklet } from './QuestionBooklet';

export type PaperScreen = 'booklet' | 'omr' | 'paper';

type PaperModeProps = {
  screen: PaperScreen;
  test: PracticeProjection;
  onScore: (answers: Record<string, string | null>, minutes: number) => void;
  onBack: () => void;
};

/**
 * Paper mode's three screens: the printable booklet and OMR sheet, and the grid the answers are
 * entered in. Its own chunk (PracticeApp loads it lazily): most students never open it, so the test
 * page does not carry it; the offline pack saves every chunk, so it still opens offline.
 */
export function PaperMode({ screen, test, onScore, onBack }: PaperModeProps) {
  const root = useRef<HTMLDivElement>(null);
  // Loaded after the screen changed, so the island's focus move found no heading yet: take it now.
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[data-screen-heading]')?.focus({ preventScroll: true });
  }, [screen]);
  return <div ref={root}>{paperScreen(screen, test, onScore, onBack)}</div>;
}

function paperScreen(screen: PaperScreen, test: PracticeProjection, onScore: PaperModeProps['onScore'], onBack: () => void) {
  if (screen === 'paper') return <PaperEntry test={test} onScore={onScore} onBack={onBack} />;
  if (screen === 'omr')
    return (
      <PrintDocument
        title="OMR answer sheet"
        lead={<p>A row of bubbles for each question of the booklet, numbered the same way: up to 150 questions on one page.</p>}
        onBack={onBack}
      >
        <OmrSheet test={test} />
      </PrintDocument>
    );
  return (
    <PrintDocument
      title="Question booklet"
      lead={<p>Print it on A4 or Letter, or save it as a PDF from the print dialog. It has no answers and no explanations.</p>}
      onBack={onBack}
    >
      <QuestionBooklet test={test} />
    </PrintDocument>
  );
}
