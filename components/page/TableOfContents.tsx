import type { TocEntry } from '@/lib/markdown';
import styles from './TableOfContents.module.css';

/** 'On this page': links to the article's level-2 and level-3 headings. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className={styles.toc}>
      <h2 id="toc-heading" className={styles.heading}>
        On this page
      </h2>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? styles.sub : undefined}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
