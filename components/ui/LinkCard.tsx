import type { ReactNode } from 'react';
import Link from '@/components/ui/SiteLink';
import styles from './LinkCard.module.css';

type TitleLinkProps = { href: string; className: string; children: ReactNode };

const siteLink = (props: TitleLinkProps) => <Link {...props} />;

type LinkCardProps = {
  href: string;
  title: string;
  /** Shown as given; callers shorten it where the spec asks for a preview. */
  text: string;
  /**
   * Draws the title's link, for a link that does more than open the page (the law cards' PickLink
   * names the card's object to the page it opens); SiteLink by default.
   */
  link?: (props: TitleLinkProps) => ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 3 | 4;
};

/**
 * A card whose title is a real link covering the whole card: it opens in a new tab, is reached
 * by keyboard and is crawlable.
 */
export function LinkCard({ href, title, text, link = siteLink, headingLevel = 3 }: LinkCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className={`card ${styles.card}`}>
      <Heading className={styles.title}>{link({ href, className: styles.link, children: title })}</Heading>
      <p className={styles.text}>{text}</p>
      <span className={styles.more} aria-hidden="true">
        Learn More →
      </span>
    </li>
  );
}
