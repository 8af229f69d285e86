import Link from '@/components/ui/SiteLink';
import { urls } from '@/lib/urls';
import styles from './WayOn.module.css';

/**
 * A way on from a wrong address or a page that failed: a plain sentence, a search box and the
 * places most visitors were looking for. The box is an ordinary form that opens /search?q=…, so it
 * works before (and without) any JavaScript and adds none to the page.
 */
export function WayOn({ sentence }: { sentence: string }) {
  return (
    <div className={styles.wayOn}>
      <p className={styles.sentence}>{sentence}</p>
      <form action={urls.search} method="get" role="search" className={styles.search}>
        <label htmlFor="way-on-query" className={styles.label}>
          Search the site
        </label>
        <div className={styles.row}>
          <input id="way-on-query" name="q" type="search" className="text-input" placeholder="e.g. CLAT fees" enterKeyHint="search" />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
      </form>
      <nav aria-label="Popular pages">
        <ul className={styles.links}>
          <li>
            <Link href={urls.practice}>Free practice tests</Link>
          </li>
          <li>
            <Link href={urls.courses}>Courses</Link>
          </li>
          <li>
            <Link href={urls.exams}>Compare exams</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
