import { PickLink } from '@/components/ui/PickLink';
import { firstCharacters } from '@/lib/format';
import styles from './LawCard.module.css';

/** Spec section 9: law cards preview the first 120 characters of the description. */
export const LAW_CARD_PREVIEW = 120;

type LawCardProps = {
  href: string;
  kind: 'law-course' | 'law-exam' | 'law-college';
  item: unknown;
  title: string;
  description: string;
};

/**
 * A card on the law page. Its title is a real link that covers the whole card, and following it
 * carries the card's object in navigation state.
 */
export function LawCard({ href, kind, item, title, description }: LawCardProps) {
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>
        <PickLink href={href} kind={kind} item={item} className={styles.link}>
          {title}
        </PickLink>
      </h3>
      <p className={styles.preview}>{firstCharacters(description, LAW_CARD_PREVIEW)}</p>
      <span className={styles.more} aria-hidden="true">
        Read more →
      </span>
    </li>
  );
}
