'use client';

import { useId, useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { reportLinks, type ReportedQuestion, type SupportContacts } from '@/lib/practice/engine/reportMessage';
import styles from './ReportProblem.module.css';

type ReportProblemProps = {
  support: SupportContacts;
  question: ReportedQuestion;
};

/**
 * "Report a problem with this question": one tap shows the two ways to send it, the second opens
 * the student's mail app or WhatsApp with the message already written (engine/reportMessage.ts).
 * Links, not requests: nothing leaves the page unless the student sends it. Each control names the
 * question for screen readers, since a review lists many of them.
 */
export function ReportProblem({ support, question }: ReportProblemProps) {
  const [page, setPage] = useState<string | null>(null);
  const id = useId();
  const about = ` about question ${question.number}`;
  const links = page === null ? null : reportLinks(support, question, page);
  return (
    <div className={styles.report}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={links !== null}
        aria-controls={id}
        onClick={() => setPage(page === null ? `${window.location.origin}${window.location.pathname}${window.location.search}` : null)}
      >
        Report a problem with this question<span className="visually-hidden"> (question {question.number})</span>
      </button>
      <div id={id} hidden={links === null}>
        {links && (
          <>
            <p className={styles.hint}>
              Your message will name question {question.number}, your answer and the key; add what you think is wrong and send it.
            </p>
            <p className={styles.ways}>
              <a href={links.email} className="button button-outline">
                By e-mail<span className="visually-hidden">{about}</span>
              </a>
              <ExternalLink href={links.whatsapp} className="button button-outline" newTabHint={`${about} (opens in a new tab)`}>
                On WhatsApp
              </ExternalLink>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
