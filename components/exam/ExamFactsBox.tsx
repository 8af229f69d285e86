import { ExternalLink } from '@/components/ui/ExternalLink';
import { factRows } from '@/lib/content/examFacts';
import type { Exam } from '@/lib/content/exams';
import { KeyFacts } from './KeyFacts';
import styles from './KeyFacts.module.css';

/** Any exam: its shared figures, and the extra rows (Total marks …) of a stream that has them. */
type ExamFactsBoxProps = { exam: Pick<Exam, 'name' | 'facts' | 'marking'> & { keyFacts?: { label: string; value: string }[] } };

/**
 * '{exam} at a glance': the exam's shared figures (the same fields as the comparison on /exams),
 * then where they come from: the exam cycle they describe and the official site to check.
 */
export function ExamFactsBox({ exam: { name, facts, marking, keyFacts = [] } }: ExamFactsBoxProps) {
  const rows = factRows(facts, marking).map((row) => ({
    label: row.label,
    value: row.href ? <ExternalLink href={row.href}>{row.value}</ExternalLink> : row.value,
  }));
  return (
    <KeyFacts heading={`${name} at a glance`} facts={[...rows, ...keyFacts]}>
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
