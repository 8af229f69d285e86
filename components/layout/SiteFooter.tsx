import Link from '@/components/ui/SiteLink';
import { FaEnvelope, FaMapMarkerAlt, FaPhoneAlt, FaWhatsapp } from 'react-icons/fa';
import { Logo } from '@/components/layout/Logo';
import { Disclosure } from '@/components/ui/Disclosure';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SocialLinks } from '@/components/layout/SocialLinks';
import { getSiteConfig, mapEmbedSrc, mapSearchHref, telHref, webmailComposeHref, whatsappHref } from '@/lib/content/site';
import { explorePages } from '@/lib/siteMap';
import { CurrentYear } from './CurrentYear';
import { MapPreview } from './MapPreview';
import { PageLinkItems } from './PageLinkItems';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const site = getSiteConfig();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brandBlock} aria-labelledby="footer-brand">
          <Link href="/" className={styles.brand} id="footer-brand">
            <Logo size={44} />
            <span>{site.product}</span>
          </Link>
          <p className={styles.tagline}>{site.tagline}</p>
          <p className={styles.about}>{site.description}</p>
        </section>

        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            Explore
          </h2>
          <ul className={`${styles.list} ${styles.exploreList}`}>
            <PageLinkItems pages={explorePages()} linkClassName={styles.link} />
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Get in touch
          </h2>
          <Disclosure
            dismissible={false}
            buttonClassName={`button button-outline ${styles.contactButton}`}
            panelClassName={styles.contactPanel}
            label="Contact Us"
          >
            <ul className={styles.list}>
              <li>
                <ExternalLink href={webmailComposeHref(site.supportEmail)} className={styles.link}>
                  <FaEnvelope aria-hidden="true" /> Email {site.supportEmail}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={whatsappHref(site.phone)} className={styles.link}>
                  <FaWhatsapp aria-hidden="true" /> WhatsApp
                </ExternalLink>
              </li>
              <SocialLinks networks={['instagram', 'youtube']} linkClassName={styles.link} />
            </ul>
          </Disclosure>
          <p className={styles.phone}>
            <a href={telHref(site.phone)} className={styles.link}>
              <FaPhoneAlt aria-hidden="true" /> <span className="visually-hidden">Call </span>
              {site.phone}
            </a>
          </p>
        </section>

        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.heading}>
            Visit us
          </h2>
          <p className={styles.address}>
            <FaMapMarkerAlt aria-hidden="true" /> {site.map.address}
          </p>
          <MapPreview label={site.map.label} embedSrc={mapEmbedSrc(site.map.query)} />
          <p className={styles.mapLink}>
            <ExternalLink href={mapSearchHref(site.map.query)} className={styles.link}>
              Open in Google Maps
            </ExternalLink>
          </p>
        </section>

        <section aria-labelledby="footer-store">
          <h2 id="footer-store" className={styles.heading}>
            Store
          </h2>
          <p className={styles.about}>Previous papers, course materials and tests for CAT, SSC and Law.</p>
          <button type="button" className="button" disabled>
            Coming soon
          </button>
        </section>
      </div>

      <div className={styles.bottom}>
        <div className="container">
          <p className={styles.copyright}>
            © <CurrentYear buildYear={new Date().getFullYear()} /> {site.product}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
