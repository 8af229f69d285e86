import type { ReactNode } from 'react';
import styles from './KeyFacts.module.css';

/** '{exam} at a glance': label/value pairs in a box beside the overview. */
export function KeyFacts({
  heading,
  facts,
  children,
}: {
  heading: string;
  facts: { label: string; value: ReactNode }[];
  children?: ReactNode;
}) {
  return (
    <div className={styles.facts}>
      <h2 className={styles.heading}>{heading}</h2>
      <dl>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
