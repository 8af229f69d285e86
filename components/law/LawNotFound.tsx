import Link from '@/components/ui/SiteLink';
import { LAW_DETAIL_SHAPES } from './lawPaths';
import styles from './LawNotFound.module.css';

/**
 * The law detail pages' not-found messages, part of the site's 404 page. CSS shows the one whose
 * shape matches the address (see LAW_NOT_FOUND_SCRIPT); other addresses never see them.
 */
export function LawNotFound() {
  return (
    <>
      {LAW_DETAIL_SHAPES.map((shape) => (
        <section
          key={shape.kind}
          className={`container ${styles.message}`}
          data-kind={shape.kind}
          aria-labelledby={`${shape.kind}-missing`}
        >
          <h1 id={`${shape.kind}-missing`}>{shape.message}</h1>
          <p>The address may be mistyped, or the page may have moved.</p>
          <p className={styles.actions}>
            {shape.kind === 'law-college' ? (
              <Link href="/" className="button button-primary">
                Go Back
              </Link>
            ) : null}
            <Link href="/courses/LAW" className="button button-outline">
              See all law programmes
            </Link>
          </p>
        </section>
      ))}
    </>
  );
}
