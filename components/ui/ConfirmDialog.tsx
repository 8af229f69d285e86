'use client';

import type { ReactNode } from 'react';
import { Modal } from './Modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The button that goes ahead ("Yes, submit"). */
  confirmLabel: string;
  /** The button that backs out ("Back to the test"). */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** A question before a step that cannot be undone: back out (also Escape or outside click) or go ahead. */
export function ConfirmDialog({ open, title, confirmLabel, cancelLabel, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <button type="button" className="button button-outline" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button button-primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
