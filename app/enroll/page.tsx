import Link from '@/components/ui/SiteLink';
import { FaCheckCircle, FaPhoneAlt, FaUserPlus, FaWhatsapp } from 'react-icons/fa';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { getEnroll } from '@/lib/content/pages';
import { getSiteConfig, telHref, whatsappHref } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Enroll Now',
  description: 'Join a Prep Gurus batch for CAT, CLAT, AILET, SLAT, IPMAT and other entrance exams: sign up on the student portal, WhatsApp or call us.',
  path: '/enroll',
});

export default function EnrollPage() {
  const page = getEnroll();
  const site = getSiteConfig();
  const [portalStep, whatsappStep, phoneStep] = page.steps;

  return (
    <>
      <PageHeader title={page.title} breadcrumb={[{ href: '/', label: 'Home' }, { label: 'Enroll' }]} lead={<p>{page.intro}</p>} />
      <div className="container section">
        <section aria-labelledby="programmes-heading">
          <h2 id="programmes-heading">Our programmes</h2>
          <ul className={styles.programmes}>
            {page.programmes.map((programme) => (
              <li key={programme.name} className={styles.programme}>
                <h3 className={styles.name}>{programme.name}</h3>
                <p className={styles.exams}>For {programme.exams}</p>
                <ul className={styles.includes}>
                  {programme.includes.map((item) => (
                    <li key={item}>
                      <FaCheckCircle aria-hidden="true" className={styles.check} /> {item}
                    </li>
                  ))}
                </ul>
                <Link href={programme.link} className={styles.more}>
                  About {programme.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.join} aria-labelledby="join-heading">
          <h2 id="join-heading">How to join</h2>
          <ol className={styles.steps}>
            <li className={styles.step}>
              <FaUserPlus aria-hidden="true" className={styles.stepIcon} />
              <h3>{portalStep.title}</h3>
              <p>{portalStep.text}</p>
              <ExternalLink href={site.portalSignupUrl} className="button button-accent">
                Sign up on the portal
              </ExternalLink>
            </li>
            <li className={styles.step}>
              <FaWhatsapp aria-hidden="true" className={styles.stepIcon} />
              <h3>{whatsappStep.title}</h3>
              <p>{whatsappStep.text}</p>
              <ExternalLink href={whatsappHref(site.phone, `Hello ${site.product}, I would like to enrol.`)} className="button button-primary">
                WhatsApp us
              </ExternalLink>
            </li>
            <li className={styles.step}>
              <FaPhoneAlt aria-hidden="true" className={styles.stepIcon} />
              <h3>{phoneStep.title}</h3>
              <p>{phoneStep.text}</p>
              <a href={telHref(site.phone)} className="button button-outline">
                Call {site.phone}
              </a>
            </li>
          </ol>
        </section>
      </div>
    </>
  );
}
