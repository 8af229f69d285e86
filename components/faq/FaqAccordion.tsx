'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { lines } from '@/lib/text';
import styles from './FaqAccordion.module.css';

/** `anchor` is the question's id on the page (faqAnchor in lib/content/common). */
export type Faq = { question: string; answer: string; anchor: string };

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
 * Every question and answer is in the static HTML (those past the first few hidden until 'Show
 * More FAQs'), so the site search indexes them all; an address ending in a question's anchor opens
 * that answer.
 */
export function FaqAccordion({ faqs, initiallyShown, headingLevel = 3 }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const limited = initiallyShown !== undefined && faqs.length > initiallyShown;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  // A search result (or a shared link) pointing at a question opens its answer, then brings it
  // into view once it is shown (it may have been hidden past the first few when the page loaded).
  const scrollTo = useRef<string | null>(null);
  useEffect(() => {
    if (!scrollTo.current) return;
    document.getElementById(scrollTo.current)?.scrollIntoView();
    scrollTo.current = null;
  }, [openIndex, showAll]);

  useEffect(() => {
    const openFromHash = () => {
      const index = faqs.findIndex((faq) => `#${faq.anchor}` === window.location.hash);
      if (index < 0) return;
      if (initiallyShown !== undefined && index >= initiallyShown) setShowAll(true);
      scrollTo.current = faqs[index].anchor;
      setOpenIndex(index);
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [faqs, initiallyShown]);

  return (
    <div className={styles.faqs}>
      <ul className="stack-list">
        {faqs.map((faq, index) => {
          const open = openIndex === index;
          const answerId = `${id}-answer-${index}`;
          return (
            <li key={faq.question} className={styles.item} hidden={limited && !showAll && index >= (initiallyShown ?? faqs.length)}>
              <Heading id={faq.anchor} className={styles.heading}>
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
