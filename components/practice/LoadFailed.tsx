import styles from './LoadFailed.module.css';

/** What the notebook, drills and analysis say when part of the question bank did not load: why, and Try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.notice}>
      <p>{message}</p>
      <button type="button" className="button button-outline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
