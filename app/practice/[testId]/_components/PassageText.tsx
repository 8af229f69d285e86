import type { ProjectedPassage } from '@/lib/practice/model/shape';
import styles from './PassageText.module.css';

/** A passage's title and text as the exam frame shows it (wide-screen pane and phone sheet alike). */
export function PassageText({ passage, showTitle }: { passage: ProjectedPassage; showTitle: boolean }) {
  return (
    <div className={styles.passageText}>
      {showTitle && passage.title && <h3 className={styles.title}>{passage.title}</h3>}
      {passage.body}
    </div>
  );
}
