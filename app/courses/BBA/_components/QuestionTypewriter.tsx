'use client';

import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/hooks/usePrefersReducedMotion';
import { StaticImage } from '@/components/ui/StaticImage';
import styles from './QuestionTypewriter.module.css';

/** The headline types at 30 ms a letter, deletes at 20 ms and pauses 1500 ms. */
export const TYPEWRITER = { typeSpeed: 30, deleteSpeed: 20, pauseMs: 1500 } as const;

type Question = { text: string; image: string };

/**
 * The hub's headline: types each question in turn over its own background picture, pauses, deletes
 * it and goes on to the next, for ever. Only the count of typed letters changes: the whole question
 * is always laid out, letter by letter, with the untyped ones transparent, so typing never moves a
 * thing on the page. Screen readers get the questions as a plain list; under reduced motion that
 * list is what everyone sees, over the first picture.
 */
export function QuestionTypewriter({ questions, children }: { questions: Question[]; children: React.ReactNode }) {
  const [shown, setShown] = useState(0);
  // Before the typing starts (and without JavaScript) the first question shows in full.
  const [typed, setTyped] = useState(questions[0].text.length);
  const reducedMotion = usePrefersReducedMotion();
  const text = questions[shown].text;

  // One timer, one letter a step: a timing loop is all the headline needs of a typewriter library.
  useEffect(() => {
    if (reducedMotion) return;
    let index = 0;
    let count = 0;
    let deleting = false;
    let timer = 0;
    const step = () => {
      let wait: number = TYPEWRITER.typeSpeed;
      if (!deleting) {
        count += 1;
        // A question is typed from its first letter, over its own picture.
        if (count === 1) setShown(index);
        if (count === questions[index].text.length) {
          deleting = true;
          wait = TYPEWRITER.pauseMs;
        }
      } else {
        count -= 1;
        wait = TYPEWRITER.deleteSpeed;
        if (count === 0) {
          deleting = false;
          index = (index + 1) % questions.length;
        }
      }
      setTyped(count);
      timer = window.setTimeout(step, wait);
    };
    timer = window.setTimeout(step, TYPEWRITER.typeSpeed);
    return () => window.clearTimeout(timer);
  }, [questions, reducedMotion]);

  return (
    <div className={styles.hero} data-question={shown}>
      <div className={styles.backgrounds} aria-hidden="true">
        {questions.map((question, index) => (
          <StaticImage
            key={question.image}
            src={`/images/bba/${question.image}`}
            alt=""
            width={1600}
            height={900}
            className={`${styles.background} ${index === shown ? styles.current : ''}`}
          />
        ))}
      </div>
      <div className={`container ${styles.content}`}>
        {children}
        <p className={styles.typewriter} aria-hidden="true" data-typed={text.slice(0, typed)}>
          {/* One box per letter, each in its final place from the start: only their colour changes. */}
          {[...text].map((letter, index) => (
            <span key={index} className={index < typed ? styles.typed : styles.untyped} data-caret={index === typed - 1 || undefined}>
              {letter}
            </span>
          ))}
        </p>
        <ul className={styles.questions}>
          {questions.map((question) => (
            <li key={question.text}>{question.text}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
