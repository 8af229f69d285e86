import { ExternalLink } from '@/components/ui/ExternalLink';
import { factRows, type ExamFacts } from '@/lib/content/examFacts';
import type { MarkingScheme } from '@/lib/content/marking';
import { KeyFacts } from './KeyFacts';
import styles from './KeyFacts.module.css';

type ExamFactsBoxProps = {
  heading: string;
  facts: ExamFacts;
  marking: MarkingScheme;
  /** More rows beyond the shared figures (Total marks …). */
  extra?: { label: string; value: string }[];
};

/**
 * '{exam} at a glance': the exam's shared figures (the same fields as the comparison on /exams),
 * then where they come from: the exam cycle they describe and the official site to check.
 */
export function ExamFactsBox({ heading, facts, marking, extra = [] }: ExamFactsBoxProps) {
  const rows = factRows(facts, marking).map((row) => ({
    label: row.label,
    value: row.href ? <ExternalLink href={row.href}>{row.value}</ExternalLink> : row.value,
  }));
  return (
    <KeyFacts heading={heading} facts={[...rows, ...extra]}>
      <p className={styles.source}>
        {facts.officialSite ? (
          <>
            Pattern as described for {facts.cycle}; check the official notice at{' '}
            <ExternalLink href={facts.officialSite}>{new URL(facts.officialSite).host}</ExternalLink> before you apply.
          </>
        ) : (
          <>Pattern as described for {facts.cycle}; check the admitting university&rsquo;s official notice before you apply.</>
        )}
      </p>
    </KeyFacts>
  );
}
