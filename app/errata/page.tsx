import { pageRoute } from '@/components/page/pageRoute';
import Link from '@/components/ui/SiteLink';
import { shownCorrections, type ShownCorrection } from '@/lib/content/errata';
import { getSiteConfig } from '@/lib/content/site';
import { formatLongDate } from '@/lib/format';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

const route = pageRoute('errata');

export const generateMetadata = route.generateMetadata;

const CHANGE_NAMES: Record<ShownCorrection['change'], string> = {
  key: 'Answer key corrected',
  wording: 'Question reworded',
  options: 'Options changed',
  explanation: 'Explanation corrected',
};

/** content/errata.yaml, newest first, after a word on how keys are checked and how to report one. */
function Errata() {
  const corrections = shownCorrections();
  const { supportEmail } = getSiteConfig();
  return (
    <>
      <div className={styles.intro}>
        <p>
          Every key of the full-length mocks was worked out twice, independently: by the question&apos;s writer, who re-computed every
          calculation and puzzle by script, and by a second solver who answered from a copy without the keys. When a published question
          still needs a correction, it is listed here. If a corrected key changes the score of an attempt you saved, the test re-scores it
          on your device the next time you open it and says so beside the score; your answers stay as you gave them.
        </p>
        <p>
          Think a key or an explanation is wrong? Tap <strong>Report a problem with this question</strong> under it in the review of a test,
          the <Link href={urls.mistakes}>mistake notebook</Link> or a drill, or write to{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </div>
      {corrections.length === 0 ? (
        <p>No published question has needed a correction yet.</p>
      ) : (
        <ol className={styles.list} aria-label="Corrections, newest first">
          {corrections.map((correction) => (
            <li key={`${correction.date} ${correction.test} ${correction.question}`} className={styles.entry}>
              <h2 className={styles.heading}>
                <Link href={correction.testHref}>{correction.testTitle}</Link>, Question {correction.number}
              </h2>
              <p className={styles.meta}>
                <time dateTime={correction.date}>{formatLongDate(correction.date)}</time> · {correction.section} ·{' '}
                {CHANGE_NAMES[correction.change]}
              </p>
              {correction.change === 'key' && (
                <p>
                  Key: {correction.previousKey} before, <strong>{correction.newKey}</strong> now.
                </p>
              )}
              <dl className={styles.details}>
                <dt>What changed</dt>
                <dd>{correction.what}</dd>
                <dt>Why</dt>
                <dd>{correction.why}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export default route.page(Errata);
