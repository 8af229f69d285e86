import Link from '@/components/ui/SiteLink';
import { notFound } from 'next/navigation';
import { FaCheckCircle } from 'react-icons/fa';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { BuyNowLink } from '@/components/store/BuyNowLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { getStoreProducts, storeCategoryRoute, storeProductRoute } from '@/lib/content/store';
import { formatRupees } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return getStoreProducts().map((product) => ({ id: product.id }));
}

type Params = { params: Promise<{ id: string }> };

function findProduct(id: string) {
  return getStoreProducts().find((product) => product.id === id) ?? notFound();
}

export async function generateMetadata({ params }: Params) {
  const product = findProduct((await params).id);
  return pageMetadata({ title: product.name, description: product.description, path: storeProductRoute(product.id) });
}

export default async function ProductPage({ params }: Params) {
  const product = findProduct((await params).id);
  const categoryTitle = `${product.category.slug.toUpperCase()} Store`;
  const trail = [
    { href: '/', label: 'Home' },
    { href: '/store', label: 'Store' },
    { href: storeCategoryRoute(product.category.name), label: categoryTitle },
    { label: product.name },
  ];

  return (
    <>
      <BreadcrumbJsonLd trail={trail} path={storeProductRoute(product.id)} />
      <PageHeader title={product.name} eyebrow={`${product.category.name} · ${product.type}`} breadcrumb={trail} />
      <div className={`container section ${styles.layout}`}>
        <div>
          <p className={styles.description}>{product.description}</p>
          <h2 className={styles.includesHeading}>What is included</h2>
          <ul className={styles.includes}>
            {product.includes.map((item) => (
              <li key={item}>
                <FaCheckCircle aria-hidden="true" className={styles.check} /> {item}
              </li>
            ))}
          </ul>
        </div>
        <aside className={styles.purchase} aria-label="Price and purchase">
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
          <Link href={storeCategoryRoute(product.category.name)} className={styles.back}>
            ← Back to {categoryTitle}
          </Link>
        </aside>
      </div>
    </>
  );
}
