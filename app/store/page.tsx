import Link from '@/components/ui/SiteLink';
import { Carousel } from '@/components/carousel/Carousel';
import { StoreItemCard } from '@/components/store/StoreItemCard';
import { PageHeader } from '@/components/ui/PageHeader';
import { getSiteConfig } from '@/lib/content/site';
import { getStoreCategories, storeCategoryRoute } from '@/lib/content/store';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Store',
  description: 'Previous papers, course materials and mock test series for CAT, SSC and law entrance exams.',
  path: '/store',
});

/** Spec section 9: store carousels autoplay every 3000 ms; 1, 2 (from 768 px) or 3 (wide) per view. */
const STORE_AUTOPLAY_MS = 3000;

export default function StorePage() {
  const site = getSiteConfig();
  const categories = getStoreCategories();

  return (
    <>
      <PageHeader
        title={`Welcome to ${site.product} Store`}
        breadcrumb={[{ href: '/', label: 'Home' }, { label: 'Store' }]}
        lead={<p>Solved previous papers, course materials and mock test series, chosen by our Gurus. Buy Now opens a WhatsApp chat with our team to complete your order.</p>}
      />
      <div className="container section">
        {categories.map((category) => (
          <section key={category.id} className={styles.category} aria-labelledby={`store-${category.slug}`}>
            <div className={styles.categoryHeader}>
              <div>
                <h2 id={`store-${category.slug}`}>{category.name}</h2>
                <p className={styles.description}>{category.description}</p>
              </div>
              <Link href={storeCategoryRoute(category.name)} className="button button-primary">
                View All<span className="visually-hidden"> {category.name} items</span>
              </Link>
            </div>
            {category.sections.map((section) => (
              <div key={section.title} className={styles.shelf}>
                <h3 className={styles.shelfTitle}>{section.title}</h3>
                <Carousel
                  label={`${category.name} ${section.title}`}
                  autoplayMs={STORE_AUTOPLAY_MS}
                  perView={{ 0: 1, 768: 2, 1024: 3 }}
                  slides={section.items.map((item) => ({ key: item.id, content: <StoreItemCard item={item} action="details" /> }))}
                />
              </div>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
