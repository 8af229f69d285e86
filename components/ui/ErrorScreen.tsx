import type { ReactNode } from 'react';
import Link from '@/components/ui/SiteLink';
import styles from './ErrorScreen.module.css';

/**
 * The fallback screen for unknown routes and render failures: 'Unexpected Application Error!' and
 * the message (the spec's words), a link home, then whatever way on the caller gives (children).
 */
export function ErrorScreen({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="error-heading">
      <h1 id="error-heading">Unexpected Application Error!</h1>
      <p className={styles.message}>{message}</p>
      <p>
        <Link href="/" className="button button-primary">
          Go to the home page
        </Link>
      </p>
      {children}
    </section>
  );
}
