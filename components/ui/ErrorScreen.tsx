import Link from '@/components/ui/SiteLink';
import styles from './ErrorScreen.module.css';

/** The fallback screen for unknown routes and render failures: 'Unexpected Application Error!' and the message. */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="error-heading">
      <h1 id="error-heading">Unexpected Application Error!</h1>
      <p className={styles.message}>{message}</p>
      <p>
        <Link href="/" className="button button-primary">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
