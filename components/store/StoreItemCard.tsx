import Link from '@/components/ui/SiteLink';
import type { StoreItem } from '@/lib/content/store';
import { formatRupees } from '@/lib/format';
import { urls } from '@/lib/urls';
import { BuyNowLink } from './BuyNowLink';
import styles from './StoreItemCard.module.css';

type StoreItemCardProps = {
  item: StoreItem;
  /** 'details' on the overview carousels, 'buy' on category pages. */
  action: 'details' | 'buy';
  /** The card's heading sits one level under the page's nearest heading. */
  headingLevel?: 2 | 3 | 4;
};

/** A product card: type, name, price and either 'View Details' or 'Buy Now'. */
export function StoreItemCard({ item, action, headingLevel = 4 }: StoreItemCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card ${styles.card}`}>
      <p className={styles.type}>{item.type}</p>
      <Heading className={styles.name}>{item.name}</Heading>
      <p className={styles.price}>{formatRupees(item.price)}</p>
      {action === 'details' ? (
        <Link href={urls.storeProduct(item.id)} className={`button button-outline ${styles.action}`}>
          View Details<span className="visually-hidden">: {item.name}</span>
        </Link>
      ) : (
        <div className={styles.actions}>
          <BuyNowLink name={item.name} price={item.price} className={`button button-accent ${styles.action}`} />
          <Link href={urls.storeProduct(item.id)} className={styles.more}>
            Details<span className="visually-hidden">: {item.name}</span>
          </Link>
        </div>
      )}
    </article>
  );
}
