import Link from '@/components/ui/SiteLink';
import styles from './SeriesNav.module.css';

type SeriesLink = { href: string; title: string };

/** Previous / next links through a series of pages. */
export function SeriesNav({ previous, next, label }: { previous?: SeriesLink; next?: SeriesLink; label: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {previous ? (
        <Link href={previous.href} rel="prev" className={`card ${styles.link}`}>
          <span className={styles.direction}>← Previous</span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} rel="next" className={`card ${styles.link} ${styles.next}`}>
          <span className={styles.direction}>Next →</span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
