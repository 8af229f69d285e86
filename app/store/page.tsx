import Link from '@/components/ui/SiteLink';
import { Carousel } from '@/components/carousel/Carousel';
import { StoreItemCard } from '@/components/store/StoreItemCard';
import { ContentPage } from '@/components/page/ContentPage';
import { getSiteConfig } from '@/lib/content/site';
import { storeCategories } from '@/lib/content/store';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Store',
  description: 'Previous papers, course materials and mock test series for CAT, SSC and law entrance exams.',
  path: urls.store,
});

/** Store carousels autoplay every 3000 ms and show 1, 2 (from 768 px) or 3 (wide) slides. */
const STORE_AUTOPLAY_MS = 3000;

export default function StorePage() {
  const site = getSiteConfig();
  return (
    <ContentPage
      path={urls.store}
      title={`Welcome to ${site.product} Store`}
      lead={
        <p>
          Solved previous papers, course materials and mock test series, chosen by our Gurus. Buy Now opens a WhatsApp chat with our team to
          complete your order.
        </p>
      }
    >
      {storeCategories.all().map((category) => (
        <section key={category.id} className={styles.category} aria-labelledby={`store-${category.id}`}>
          <div className={styles.categoryHeader}>
            <div>
              <h2 id={`store-${category.id}`}>{category.name}</h2>
              <p className={styles.description}>{category.description}</p>
            </div>
            <Link href={category.href} className="button button-primary">
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
    </ContentPage>
  );
}
