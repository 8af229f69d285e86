'use client';

import { useState, type ReactNode } from 'react';
import { FaqAccordion } from '@/components/faq/FaqAccordion';
import { CardGrid } from '@/components/ui/CardGrid';
import { loadModal } from '@/components/ui/loadModal';
import type { ExamGuide } from '@/lib/content/exams';
import { useLazyComponent } from '@/lib/hooks/useLazyComponent';
import styles from './ExamColleges.module.css';

type College = ExamGuide['colleges'][number];

/**
 * 'Top Colleges Accepting {exam} Score': each card opens a dialog with the college's details. The
 * card icon comes rendered from the server, so no icon code ships to the browser.
 */
export function ExamColleges({ colleges, icon }: { colleges: College[]; icon: ReactNode }) {
  const [selected, setSelected] = useState<College | null>(null);
  // The dialog's code arrives with the first card a visitor opens (reading the page needs none of it).
  const [Modal, requestModal] = useLazyComponent(loadModal);

  const open = (college: College) => {
    setSelected(college);
    requestModal();
  };

  return (
    <>
      <CardGrid>
        {colleges.map((college) => (
          <li key={college.name}>
            <button type="button" className={`card ${styles.card}`} aria-haspopup="dialog" onClick={() => open(college)}>
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
              <span className={styles.name}>{college.name}</span>
              <span className={styles.more}>View Details</span>
            </button>
          </li>
        ))}
      </CardGrid>
      {Modal && (
        <Modal open={selected !== null} onClose={() => setSelected(null)} title={selected?.name}>
          {selected && (
            <>
              {selected.content.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {selected.faqs && selected.faqs.length > 0 && (
                <>
                  <h3 className={styles.faqHeading}>FAQs</h3>
                  <FaqAccordion faqs={selected.faqs} headingLevel={4} />
                </>
              )}
            </>
          )}
        </Modal>
      )}
    </>
  );
}
