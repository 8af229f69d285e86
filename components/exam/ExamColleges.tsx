'use client';

import { useState } from 'react';
import { FaUniversity } from 'react-icons/fa';
import { FaqAccordion } from '@/components/faq/FaqAccordion';
import { Modal } from '@/components/ui/Modal';
import type { Exam } from '@/lib/content/schemas/exam';
import styles from './ExamColleges.module.css';

type College = Exam['colleges'][number];

/** 'Top Colleges Accepting {exam} Score': each card opens a dialog with the college's details. */
export function ExamColleges({ colleges }: { colleges: College[] }) {
  const [selected, setSelected] = useState<College | null>(null);

  return (
    <>
      <ul className={styles.grid}>
        {colleges.map((college) => (
          <li key={college.name}>
            <button type="button" className={styles.card} aria-haspopup="dialog" onClick={() => setSelected(college)}>
              <FaUniversity aria-hidden="true" className={styles.icon} />
              <span className={styles.name}>{college.name}</span>
              <span className={styles.more}>View details</span>
            </button>
          </li>
        ))}
      </ul>
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
    </>
  );
}
