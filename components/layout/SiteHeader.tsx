import Link from '@/components/ui/SiteLink';
import { FaBars, FaChevronDown, FaFacebook, FaInstagram, FaWhatsapp, FaYoutube } from 'react-icons/fa';
import { Logo } from '@/components/brand/Logo';
import { Disclosure } from '@/components/ui/Disclosure';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { getSiteConfig, whatsappHref } from '@/lib/content/site';
import { NavLink } from './NavLink';
import styles from './SiteHeader.module.css';

const PAGES = [
  { href: '/', label: 'Home' },
  { href: '/about_us', label: 'About Us' },
] as const;

export function SiteHeader() {
  const site = getSiteConfig();
  const whatsapp = whatsappHref(site.phone);

  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <Logo />
          <span className={styles.brandName}>{site.product}</span>
          <span className="visually-hidden">, home</span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            {PAGES.map((page) => (
              <li key={page.href}>
                <NavLink href={page.href} className={styles.navLink}>
                  {page.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Disclosure
                className={styles.dropdown}
                buttonClassName={styles.navButton}
                panelClassName={styles.dropdownPanel}
                label={
                  <>
                    SOCIAL <FaChevronDown aria-hidden="true" className={styles.chevron} />
                  </>
                }
              >
                <ul className={styles.dropdownList}>
                  <li>
                    <ExternalLink href={site.social.instagram} className={styles.dropdownLink}>
                      <FaInstagram aria-hidden="true" /> Instagram
                    </ExternalLink>
                  </li>
                  <li>
                    <ExternalLink href={site.social.youtube} className={styles.dropdownLink}>
                      <FaYoutube aria-hidden="true" /> YouTube
                    </ExternalLink>
                  </li>
                </ul>
              </Disclosure>
            </li>
            <li>
              <ExternalLink href={whatsapp} className={styles.navLink}>
                <FaWhatsapp aria-hidden="true" className={styles.whatsappIcon} /> WhatsApp
              </ExternalLink>
            </li>
          </ul>
        </nav>

        <ExternalLink href={site.portalSignupUrl} className={`button button-accent ${styles.login}`}>
          Login
        </ExternalLink>

        <Disclosure
          className={styles.mobileMenu}
          buttonClassName={styles.menuButton}
          panelClassName={styles.mobilePanel}
          label={
            <>
              <FaBars aria-hidden="true" /> Menu
            </>
          }
        >
          <nav aria-label="Main menu">
            <ul className={styles.mobileList}>
              {PAGES.map((page) => (
                <li key={page.href}>
                  <NavLink href={page.href} className={styles.mobileLink}>
                    {page.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <ExternalLink href={site.social.instagram} className={styles.mobileLink}>
                  <FaInstagram aria-hidden="true" /> Instagram
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={site.social.youtube} className={styles.mobileLink}>
                  <FaYoutube aria-hidden="true" /> YouTube
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={site.social.facebook} className={styles.mobileLink}>
                  <FaFacebook aria-hidden="true" /> Facebook
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={whatsapp} className={styles.mobileLink}>
                  <FaWhatsapp aria-hidden="true" /> WhatsApp
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={site.whatsappGroupUrl} className={`button button-primary ${styles.groupLink}`}>
                  <FaWhatsapp aria-hidden="true" /> Join WhatsApp Group
                </ExternalLink>
              </li>
            </ul>
          </nav>
        </Disclosure>
      </div>
    </header>
  );
}
