'use client';

import { memo, useEffect, useRef } from 'react';
import { Modal } from '@/components/ui/Modal';
import type { ProjectedPassage } from '@/lib/practice/model/shape';
import { sameWhileClosed } from './closedDialog';
import styles from './PassageSheet.module.css';
import { PassageText } from './PassageText';

type PassageSheetProps = {
  passage: ProjectedPassage | undefined;
  open: boolean;
  onClose: () => void;
  /** Where the student was in each passage, by passage id: kept by the exam screen across questions. */
  places: Map<string, number>;
};

/**
 * The passage on phones: a sheet rising over the question, one tap from the sticky "Read the
 * passage" button, closed by its button, Escape or a tap outside. It opens where the student left
 * off in this passage (the place is remembered across the passage's questions), because the sheet
 * unmounts its content when closed.
 */
export const PassageSheet = memo(function PassageSheet({ passage, open, onClose, places }: PassageSheetProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const id = passage?.id;

  useEffect(() => {
    if (!open || !id) return;
    // The sheet's dialog opens in its own effect after this one: restore the place once it has a layout.
    const frame = window.requestAnimationFrame(() => {
      if (scrollRef.current) scrollRef.current.scrollTop = places.get(id) ?? 0;
    });
    return () => window.cancelAnimationFrame(frame);
  }, [open, id, places]);

  if (!passage) return null;
  // The place is also taken on closing: a scroll event fires a frame after the scroll, so a
  // sheet closed at once (Escape right after a flick) would otherwise keep the place before it.
  const close = () => {
    if (scrollRef.current) places.set(passage.id, scrollRef.current.scrollTop);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={passage.title ?? 'Passage'} placement="sheet">
      <div
        ref={scrollRef}
        className={styles.sheetScroll}
        role="region"
        aria-label="Passage text"
        tabIndex={0}
        onScroll={(event) => places.set(passage.id, event.currentTarget.scrollTop)}
      >
        <PassageText passage={passage} showTitle={false} />
      </div>
    </Modal>
  );
}, sameWhileClosed);
