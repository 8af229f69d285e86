'use client';

import { useState } from 'react';
import Typewriter, { type TypewriterClass } from 'typewriter-effect';
import { usePrefersReducedMotion } from '@/lib/hooks/usePrefersReducedMotion';
import styles from './QuestionTypewriter.module.css';

/** Spec section 9: type speed 30, delete speed 20, delay 1500 (ms). */
export const TYPEWRITER = { typeSpeed: 30, deleteSpeed: 20, pauseMs: 1500 } as const;

type Question = { text: string; image: string };

/**
 * The hub's headline: types each question in turn over its own background picture. Screen
 * readers get the questions as a plain list instead; under reduced motion that list is what
 * everyone sees, over the first picture.
 */
export function QuestionTypewriter({ questions, children }: { questions: Question[]; children: React.ReactNode }) {
  const [shown, setShown] = useState(0);
  const reducedMotion = usePrefersReducedMotion();

  const script = (typewriter: TypewriterClass) => {
    questions.forEach((question, index) => {
      typewriter
        .callFunction(() => setShown(index))
        .typeString(question.text)
        .pauseFor(TYPEWRITER.pauseMs)
        .deleteAll(TYPEWRITER.deleteSpeed);
    });
    typewriter.start();
  };

  return (
    <div className={styles.hero} data-question={shown}>
      <div className={styles.backgrounds} aria-hidden="true">
        {questions.map((question, index) => (
          // eslint-disable-next-line @next/next/no-img-element -- decorative SVG backgrounds, already at size
          <img
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
        <div className={styles.typewriter} aria-hidden="true">
          {!reducedMotion && (
            <Typewriter
              onInit={script}
              options={{
                loop: true,
                delay: TYPEWRITER.typeSpeed,
                deleteSpeed: TYPEWRITER.deleteSpeed,
                skipAddStyles: true,
                wrapperClassName: styles.typed,
                cursorClassName: styles.cursor,
              }}
            />
          )}
        </div>
        <ul className={styles.questions}>
          {questions.map((question) => (
            <li key={question.text}>{question.text}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
