import Link from '@/components/ui/SiteLink';
import styles from './FloatingGamesButton.module.css';

/**
 * The round button in the corner that opens the Games Hub. Pure CSS: it bounces while idle and
 * widens into a labelled pill on hover or keyboard focus; the label is its accessible name.
 */
export function FloatingGamesButton() {
  return (
    <Link href="/games" className={styles.fab}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7.5 6h9A5.5 5.5 0 0 1 22 11.5v2.8a3.7 3.7 0 0 1-6.5 2.4L14.2 15H9.8l-1.3 1.7A3.7 3.7 0 0 1 2 14.3v-2.8A5.5 5.5 0 0 1 7.5 6Zm0 3.2a.8.8 0 0 0-.8.8v1.2H5.5a.8.8 0 0 0 0 1.6h1.2V14a.8.8 0 0 0 1.6 0v-1.2h1.2a.8.8 0 0 0 0-1.6H8.3V10a.8.8 0 0 0-.8-.8Zm8.3 1a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm2 2.2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z"
        />
      </svg>
      <span className={styles.label}>Have some fun!</span>
    </Link>
  );
}
