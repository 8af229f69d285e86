import Link from '@/components/ui/SiteLink';
import { getSiteConfig } from '@/lib/content/site';
import styles from './HomeHero.module.css';

/** The top of the home page: who we are and the two most asked-for next steps. */
export function HomeHero() {
  const site = getSiteConfig();
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <div className={`container ${styles.inner}`}>
        <p className={styles.tagline}>{site.tagline}</p>
        <h1 id="home-heading" className={styles.heading}>
          {site.product}: coaching for CAT, CLAT and IPMAT
        </h1>
        <p className={styles.lead}>{site.description}</p>
        <div className={styles.actions}>
          <Link href="/courses" className="button button-accent">
            Explore courses
          </Link>
          <Link href="/enroll" className={`button ${styles.secondary}`}>
            Enroll Now
          </Link>
        </div>
      </div>
    </section>
  );
}
