'use client';

import type { ReactNode } from 'react';
import styles from './PrintDocument.module.css';
import shared from './shared.module.css';

type PrintDocumentProps = {
  /** The screen's heading: "Question booklet", "OMR answer sheet". */
  title: string;
  /** What the document is for, above the buttons. */
  lead: ReactNode;
  onBack: () => void;
  children: ReactNode;
};

/**
 * A printable document of paper mode, shown on screen as a preview under Print and Back. The
 * browser's own print dialog is the printer (A4 or Letter, or "Save as PDF"): app/globals.css prints
 * the `data-print-document` element alone, so the site's header, footer and these buttons stay off
 * the paper. Works offline wherever the test page does, since it draws what the page already holds.
 */
export function PrintDocument({ title, lead, onBack, children }: PrintDocumentProps) {
  return (
    <section aria-labelledby="practice-print-heading">
      <div className={styles.toolbar}>
        <h2 id="practice-print-heading" tabIndex={-1} data-screen-heading>
          {title}
        </h2>
        <div className={shared.muted}>{lead}</div>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            Print
          </button>
          <button type="button" className="button button-outline" onClick={onBack}>
            Back to the instructions
          </button>
        </div>
      </div>
      <div className={styles.document} data-print-document>
        {children}
      </div>
    </section>
  );
}
