'use client';

import { useId, useState } from 'react';
import { lines } from '@/lib/text';
import styles from './FaqAccordion.module.css';

export type Faq = { question: string; answer: string };

type FaqAccordionProps = {
  faqs: Faq[];
  /** Show this many at first, with a 'Show More FAQs' / 'Show Less FAQs' toggle for the rest. */
  initiallyShown?: number;
  /** Heading level of the questions, to fit the page outline. */
  headingLevel?: 3 | 4;
};

/**
 * Questions that open one answer at a time: opening one closes the other, and pressing the open
 * one closes it. Buttons carry aria-expanded; answers keep the line breaks the editor wrote.
 */
export function FaqAccordion({ faqs, initiallyShown, headingLevel = 3 }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const limited = initiallyShown !== undefined && faqs.length > initiallyShown;
  const visible = limited && !showAll ? faqs.slice(0, initiallyShown) : faqs;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  return (
    <div className={styles.faqs}>
      <ul className="stack-list">
        {visible.map((faq, index) => {
          const open = openIndex === index;
          const answerId = `${id}-answer-${index}`;
          return (
            <li key={faq.question} className={styles.item}>
              <Heading className={styles.heading}>
                <button
                  type="button"
                  className={styles.question}
                  aria-expanded={open}
                  aria-controls={answerId}
                  onClick={() => setOpenIndex(open ? null : index)}
                >
                  <span>{faq.question}</span>
                  <span aria-hidden="true" className={styles.chevron} />
                </button>
              </Heading>
              <div id={answerId} className={styles.answer} hidden={!open}>
                {lines(faq.answer).map((line, lineIndex) => (
                  <p key={lineIndex}>{line}</p>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {limited && (
        <button
          type="button"
          className={`button button-outline ${styles.more}`}
          aria-expanded={showAll}
          onClick={() => {
            if (showAll && openIndex !== null && openIndex >= initiallyShown) setOpenIndex(null);
            setShowAll((value) => !value);
          }}
        >
          {showAll ? 'Show Less FAQs' : 'Show More FAQs'}
        </button>
      )}
    </div>
  );
}
