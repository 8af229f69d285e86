'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FaTimes } from 'react-icons/fa';
import styles from './Modal.module.css';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the content (e.g. Close / Start). */
  actions?: ReactNode;
  /** Colours the title bar, e.g. for a game's result. */
  tone?: 'default' | 'success' | 'danger';
  /** 'sheet' rises from the bottom edge on phones (a practice test's question palette). */
  placement?: 'center' | 'sheet';
  /**
   * Keeps the content rendered while closed (a closed dialog is not displayed): for content that
   * is costly to build and has no state of its own, such as a long test's question palette, so
   * opening it is immediate and closing it tears nothing down.
   */
  keepMounted?: boolean;
};

/**
 * A modal dialog on the native <dialog> element: the page behind is inert, focus moves inside
 * and returns to what opened it, and Escape, the close button or a click outside close it. The
 * content unmounts when closed (unless `keepMounted`), so its state (an open FAQ, say) starts
 * fresh next time.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  tone = 'default',
  placement = 'center',
  keepMounted = false,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(bodyRef, open);

  // The element follows `open`: shown as a modal dialog, and closed with the focus back on what opened it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      data-tone={tone}
      data-placement={placement}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state close it, so open and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click that lands on the dialog itself, not its panel, was on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {(open || keepMounted) && (
        <div className={styles.panel}>
          <ModalHeader titleId={titleId} title={title} onClose={onClose} />
          {/* A body that scrolls (a small phone, a long list) takes the focus too, so the keyboard can scroll it. */}
          <div ref={bodyRef} className={styles.body} tabIndex={scrollable ? 0 : undefined}>
            {children}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  );
}

function ModalHeader({ titleId, title, onClose }: { titleId: string; title: ReactNode; onClose: () => void }) {
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button type="button" className={`icon-button ${styles.close}`} onClick={onClose}>
        <FaTimes aria-hidden="true" />
        <span className="visually-hidden">Close dialog</span>
      </button>
    </div>
  );
}

/** Whether the element's content is taller than the element (it scrolls), kept up to date as either changes size. */
function useScrollable(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref, active]);
  return scrollable;
}
