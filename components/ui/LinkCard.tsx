import Link from '@/components/ui/SiteLink';
import { PickLink } from '@/components/navigationState/PickLink';
import styles from './LinkCard.module.css';

type LinkCardProps = {
  href: string;
  title: string;
  /** Shown as given; callers shorten it where the spec asks for a preview. */
  text: string;
  /** Name the card's object to the page it opens in navigation state (law cards). */
  pick?: { kind: string; id: string };
  /** Heading level of the title within the page outline. */
  headingLevel?: 3 | 4;
};

/**
 * A card whose title is a real link covering the whole card: it opens in a new tab, is reached
 * by keyboard and is crawlable.
 */
export function LinkCard({ href, title, text, pick, headingLevel = 3 }: LinkCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className={`card ${styles.card}`}>
      <Heading className={styles.title}>
        {pick ? (
          <PickLink href={href} kind={pick.kind} id={pick.id} className={styles.link}>
            {title}
          </PickLink>
        ) : (
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        )}
      </Heading>
      <p className={styles.text}>{text}</p>
      <span className={styles.more} aria-hidden="true">
        Learn More →
      </span>
    </li>
  );
}
