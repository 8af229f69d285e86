import Link from '@/components/ui/SiteLink';
import { FaBars, FaChevronDown, FaSearch, FaWhatsapp } from 'react-icons/fa';
import { Logo } from '@/components/layout/Logo';
import { Disclosure } from '@/components/ui/Disclosure';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SocialLinks } from '@/components/layout/SocialLinks';
import { getSiteConfig, whatsappHref } from '@/lib/content/site';
import { courseMenu, headerPages, practiceTools } from '@/lib/siteMap';
import { urls } from '@/lib/urls';
import { SearchButton } from '@/components/search/SearchButton';
import { CourseMenu } from './CourseMenu';
import { PageLinkItems } from './PageLinkItems';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const site = getSiteConfig();
  const whatsapp = whatsappHref(site.phone);
  // The spec's Home and About Us first, then the exam-first Courses menu, then the other sections.
  const [home, about, ...sections] = headerPages();
  const [practice, ...others] = sections;
  if (practice.href !== urls.practice) throw new Error('The header expects Practice Tests right after the Courses menu');
  const tools = practiceTools();
  const courses = courseMenu();

  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <Logo />
          <span className={`visually-hidden-narrow ${styles.brandName}`}>{site.product}</span>
          <span className="visually-hidden">, home</span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <PageLinkItems pages={[home, about]} linkClassName={styles.navLink} markCurrent />
            <li>
              <Disclosure
                className={`${styles.dropdown} ${styles.coursesDropdown}`}
                buttonClassName={styles.navButton}
                panelClassName={`${styles.dropdownPanel} ${styles.coursesPanel}`}
                label={
                  <>
                    Courses <FaChevronDown aria-hidden="true" className={styles.chevron} />
                  </>
                }
              >
                <CourseMenu courses={courses} variant="dropdown" />
              </Disclosure>
            </li>
            <PageLinkItems pages={[practice]} linkClassName={styles.navLink} markCurrent />
            {/* The spec's Practice Tests link stays a link; the arrow beside it opens the practice
                tools (notebook, drills, progress). */}
            <li>
              <Disclosure
                className={`${styles.dropdown} ${styles.practiceDropdown}`}
                buttonClassName={`${styles.navButton} ${styles.splitToggle}`}
                panelClassName={styles.dropdownPanel}
                label={
                  <>
                    <FaChevronDown aria-hidden="true" className={styles.chevron} />
                    <span className="visually-hidden">More practice</span>
                  </>
                }
              >
                <ul className={styles.dropdownList}>
                  <PageLinkItems pages={tools} linkClassName={styles.dropdownLink} markCurrent />
                </ul>
              </Disclosure>
            </li>
            <PageLinkItems pages={others} linkClassName={styles.navLink} markCurrent />
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
                  <SocialLinks networks={['instagram', 'youtube']} linkClassName={styles.dropdownLink} />
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

        <SearchButton className={styles.menuButton} icon={<FaSearch aria-hidden="true" />} />

        <ExternalLink href={site.portalSignupUrl} className={`button button-accent ${styles.login}`}>
          Login
        </ExternalLink>

        <Disclosure
          className={styles.mobileMenu}
          buttonClassName={styles.menuButton}
          panelClassName={styles.mobilePanel}
          label={
            <>
              <FaBars aria-hidden="true" /> <span className="visually-hidden-narrow">Menu</span>
            </>
          }
        >
          <nav aria-label="Main menu">
            <ul className={styles.mobileList}>
              <PageLinkItems pages={[home, about]} linkClassName={styles.mobileLink} markCurrent />
              <li>
                <CourseMenu courses={courses} variant="stacked" />
              </li>
              <PageLinkItems pages={[practice]} linkClassName={styles.mobileLink} markCurrent />
              <li>
                <ul className={styles.examList} aria-label="Practice tools">
                  <PageLinkItems pages={tools} linkClassName={styles.examLink} markCurrent />
                </ul>
              </li>
              <PageLinkItems pages={others} linkClassName={styles.mobileLink} markCurrent />
              <SocialLinks networks={['instagram', 'youtube', 'facebook']} linkClassName={styles.mobileLink} />
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
