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
      {/* The id lets the site search open a result at the facts (lib/search/pagefind.ts). */}
      <h2 id="key-facts" className={styles.heading}>
        {heading}
      </h2>
      {/* The figures students search for most: their words count double in the site search. */}
      <dl data-pagefind-weight="2">
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            {/* The colon keeps label and value apart where the text is read without the layout
                (search snippets, copied text). */}
            <dt>
              {fact.label}
              <span className="visually-hidden">: </span>
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
