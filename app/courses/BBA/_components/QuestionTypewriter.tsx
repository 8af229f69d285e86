'use client';

import { useState } from 'react';
import Typewriter, { type TypewriterClass } from 'typewriter-effect';
import { usePrefersReducedMotion } from '@/lib/hooks/usePrefersReducedMotion';
import { StaticImage } from '@/components/ui/StaticImage';
import styles from './QuestionTypewriter.module.css';

/** The headline types at 30 ms a letter, deletes at 20 ms and pauses 1500 ms. */
export const TYPEWRITER = { typeSpeed: 30, deleteSpeed: 20, pauseMs: 1500 } as const;

type Question = { text: string; image: string };

/**
 * The hub's headline: types each question in turn over its own background picture. typewriter-
 * effect keeps the time (type, pause, delete); the letters it would add are counted instead, and
 * the whole question is always laid out, letter by letter, with the untyped ones transparent, so
 * typing never moves a thing on the page. Screen readers get the questions as a plain list; under reduced motion that
 * list is what everyone sees, over the first picture.
 */
export function QuestionTypewriter({ questions, children }: { questions: Question[]; children: React.ReactNode }) {
  const [shown, setShown] = useState(0);
  // Before the typing starts (and without JavaScript) the first question shows in full.
  const [typed, setTyped] = useState(questions[0].text.length);
  const reducedMotion = usePrefersReducedMotion();
  const text = questions[shown].text;

  const script = (typewriter: TypewriterClass) => {
    questions.forEach((question, index) => {
      typewriter
        .callFunction(() => {
          setShown(index);
          setTyped(0);
        })
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
        {!reducedMotion && (
          <div hidden>
            <Typewriter
              onInit={script}
              options={{
                loop: true,
                delay: TYPEWRITER.typeSpeed,
                deleteSpeed: TYPEWRITER.deleteSpeed,
                skipAddStyles: true,
                // Count the letters rather than let the library put them on the page.
                onCreateTextNode: () => {
                  setTyped((count) => count + 1);
                  return null;
                },
                onRemoveNode: () => setTyped((count) => Math.max(0, count - 1)),
              }}
            />
          </div>
        )}
        <ul className={styles.questions}>
          {questions.map((question) => (
            <li key={question.text}>{question.text}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
