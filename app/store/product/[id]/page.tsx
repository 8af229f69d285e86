import { BuyNowLink } from '@/components/store/BuyNowLink';
import { CheckList } from '@/components/ui/CheckList';
import { ContentPage } from '@/components/page/ContentPage';
import Link from '@/components/ui/SiteLink';
import { storeProducts } from '@/lib/content/store';
import { formatRupees } from '@/lib/format';
import { collectionRoute } from '@/lib/collectionRoute';
import styles from './page.module.css';

export const dynamicParams = false;

const route = collectionRoute(
  { all: storeProducts, get: (id) => storeProducts().find((product) => product.id === id) },
  'id',
  (product) => ({ title: product.name, description: product.description }),
);

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function ProductPage(props: PageProps<'/store/product/[id]'>) {
  const product = await route.find(props);
  return (
    <ContentPage
      path={product.href}
      title={product.name}
      eyebrow={`${product.category.name} · ${product.type}`}
      bodyClassName={styles.layout}
    >
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
    </ContentPage>
  );
}
