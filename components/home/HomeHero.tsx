import { PageHeader } from '@/components/page/PageHeader';
import Link from '@/components/ui/SiteLink';
import { getSiteConfig } from '@/lib/content/site';
import { urls } from '@/lib/urls';
import styles from './HomeHero.module.css';

/** The top of the home page: who we are and the two most asked-for next steps. */
export function HomeHero() {
  const site = getSiteConfig();
  return (
    <PageHeader
      title={`${site.product}: coaching for CAT, CLAT and IPMAT`}
      eyebrow={site.tagline}
      lead={<p>{site.description}</p>}
      size="large"
    >
      <div className={styles.actions}>
        <Link href={urls.courses} className="button button-accent">
          Explore courses
        </Link>
        <Link href={urls.enroll} className={`button ${styles.secondary}`}>
          Enroll Now
        </Link>
      </div>
    </PageHeader>
  );
}
