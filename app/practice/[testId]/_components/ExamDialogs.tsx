'use client';

import { memo } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { PaletteStatus } from '@/lib/practice/engine/attempt';
import { PALETTE_LEGEND } from '@/lib/practice/engine/labels';
import { sameWhileClosed } from './closedDialog';
import styles from './ExamDialogs.module.css';

const SUMMARY_ORDER: PaletteStatus[] = ['answered', 'answered-marked', 'marked', 'not-answered', 'not-visited'];

/** Counts of each palette state, as the Submit and End section dialogs list them. */
function StatusSummary({ counts }: { counts: Record<PaletteStatus, number> }) {
  return (
    <table className={`data-table ${styles.summaryTable}`}>
      <caption className="visually-hidden">Your questions by state</caption>
      <tbody>
        {SUMMARY_ORDER.map((status) => (
          <tr key={status}>
            <th scope="row">{PALETTE_LEGEND[status]}</th>
            <td>{counts[status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type EndSectionDialogProps = {
  open: boolean;
  sectionName: string;
  /** The section cannot be reopened once ended. */
  locks: boolean;
  counts: Record<PaletteStatus, number>;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A sectional test's "End section?", with the section's questions by state. */
export const EndSectionDialog = memo(function EndSectionDialog({
  open,
  sectionName,
  locks,
  counts,
  onCancel,
  onConfirm,
}: EndSectionDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`End ${sectionName}?`}
      confirmLabel="End section"
      cancelLabel="Back to the section"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{locks ? 'You cannot come back to this section.' : 'The next section starts now.'} Unused time does not carry over.</p>
      <StatusSummary counts={counts} />
    </ConfirmDialog>
  );
}, sameWhileClosed);

type SubmitDialogProps = {
  open: boolean;
  counts: Record<PaletteStatus, number>;
  onCancel: () => void;
  onConfirm: () => void;
};

/** "Submit the test?", with the whole test's questions by state. */
export const SubmitDialog = memo(function SubmitDialog({ open, counts, onCancel, onConfirm }: SubmitDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Submit the test?"
      confirmLabel="Yes, submit"
      cancelLabel="Back to the test"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>Once submitted, the test is scored and you cannot change your answers. Answers marked for review are scored too.</p>
      <StatusSummary counts={counts} />
    </ConfirmDialog>
  );
}, sameWhileClosed);
