import { FaPhoneAlt, FaUserPlus, FaWhatsapp } from 'react-icons/fa';
import { CardGrid } from '@/components/ui/CardGrid';
import { CheckList } from '@/components/ui/CheckList';
import { ContentPage } from '@/components/page/ContentPage';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Section } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import { enroll } from '@/lib/content/enroll';
import { getSiteConfig, telHref, whatsappHref } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Enroll Now',
  description:
    'Join a Prep Gurus batch for CAT, CLAT, AILET, SLAT, IPMAT and other entrance exams: sign up on the student portal, WhatsApp or call us.',
  path: urls.enroll,
});

export default function EnrollPage() {
  const page = enroll.get();
  const site = getSiteConfig();
  const [portalStep, whatsappStep, phoneStep] = page.steps;
  const joinSteps = [
    {
      step: portalStep,
      Icon: FaUserPlus,
      action: (
        <ExternalLink href={site.portalSignupUrl} className="button button-accent">
          Sign up on the portal
        </ExternalLink>
      ),
    },
    {
      step: whatsappStep,
      Icon: FaWhatsapp,
      action: (
        <ExternalLink href={whatsappHref(site.phone, `Hello ${site.product}, I would like to enrol.`)} className="button button-primary">
          WhatsApp us
        </ExternalLink>
      ),
    },
    {
      step: phoneStep,
      Icon: FaPhoneAlt,
      action: (
        <a href={telHref(site.phone)} className="button button-outline">
          Call {site.phone}
        </a>
      ),
    },
  ];

  return (
    <ContentPage path={urls.enroll} title={page.title} lead={<p>{page.intro}</p>}>
      <Section id="programmes" heading="Our programmes">
        <CardGrid gap="large">
          {page.programmes.map((programme) => (
            <li key={programme.name} className={styles.programme}>
              <h3 className={styles.name}>{programme.name}</h3>
              <p className={styles.exams}>For {programme.exams}</p>
              <CheckList items={programme.includes} className={styles.includes} />
              <Link href={programme.href} className={styles.more}>
                About {programme.name}
              </Link>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id="join" heading="How to join" className={styles.join}>
        <CardGrid ordered gap="large">
          {joinSteps.map(({ step, Icon, action }) => (
            <li key={step.title} className={styles.step}>
              <Icon aria-hidden="true" className={styles.stepIcon} />
              <h3>{step.title}</h3>
              <p>{step.text}</p>
              {action}
            </li>
          ))}
        </CardGrid>
      </Section>
    </ContentPage>
  );
}
