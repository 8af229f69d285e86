import type { ReactNode } from 'react';

type SectionProps = {
  /** Prefix of the heading's id, unique on the page; the section is labelled by its heading. */
  id: string;
  heading: ReactNode;
  /** h2 by default; h3 inside another section. */
  level?: 2 | 3;
  /** A short paragraph under the heading. */
  intro?: ReactNode;
  className?: string;
  headingClassName?: string;
  children?: ReactNode;
};

/** A page section named by its own heading (`aria-labelledby`), so screen readers list it as a region. */
export function Section({ id, heading, level = 2, intro, className, headingClassName, children }: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <Heading id={`${id}-heading`} className={headingClassName}>
        {heading}
      </Heading>
      {intro && <p className="section-intro">{intro}</p>}
      {children}
    </section>
  );
}
