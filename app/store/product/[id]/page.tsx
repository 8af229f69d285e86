import { BuyNowLink } from '@/components/store/BuyNowLink';
import { CheckList } from '@/components/ui/CheckList';
import { collectionPage } from '@/components/page/collectionPage';
import Link from '@/components/ui/SiteLink';
import { storeProducts, type StoreProduct } from '@/lib/content/store';
import { formatRupees } from '@/lib/format';
import styles from './page.module.css';

/** What the product includes, beside its price and the way to buy it. */
function ProductBody({ product }: { product: StoreProduct }) {
  return (
    <>
      <div>
        <p className={styles.description}>{product.description}</p>
        <h2 className={styles.includesHeading}>What is included</h2>
        <CheckList items={product.includes} />
      </div>
      <aside className="panel panel-outlined" aria-label="Price and purchase">
        <dl className={styles.facts}>
          <div>
            <dt>Category</dt>
            <dd>{product.category.name}</dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>{product.type}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd className={styles.price}>{formatRupees(product.price)}</dd>
          </div>
        </dl>
        <BuyNowLink name={product.name} price={product.price} className={`button button-accent ${styles.buy}`} />
        <p className={styles.note}>Opens WhatsApp with your order details; our team confirms payment and delivery there.</p>
        <Link href={product.category.href} className={styles.back}>
          ← Back to {product.category.title}
        </Link>
      </aside>
    </>
  );
}

export const dynamicParams = false;

const route = collectionPage(
  { all: storeProducts, get: (id) => storeProducts().find((product) => product.id === id) },
  'id',
  (product) => ({
    title: product.name,
    description: product.description,
    eyebrow: `${product.category.name} · ${product.type}`,
    bodyClassName: styles.layout,
  }),
  (product) => <ProductBody product={product} />,
);

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
