import Link from '@/components/ui/SiteLink';
import { FaCheckCircle } from 'react-icons/fa';
import { JsonLd } from '@/components/seo/JsonLd';
import { CallToAction } from '@/components/ui/CallToAction';
import { PageHeader } from '@/components/ui/PageHeader';
import { getMbaGuides, getMbaLanding } from '@/lib/content/mba';
import { getSiteConfig } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import { course } from '@/lib/structuredData';
import styles from './page.module.css';

export function generateMetadata() {
  return pageMetadata({
    title: getMbaLanding().title,
    description: 'A ten-part MBA guide for Indian students: what an MBA is, who can pursue it, types, B-schools, CAT, XAT, GMAT, CMAT and the right time to apply.',
    path: '/courses/MBA',
  });
}

export default function MbaLandingPage() {
  const landing = getMbaLanding();
  const guides = getMbaGuides();

  return (
    <>
      <JsonLd
        data={course(getSiteConfig(), {
          name: 'CAT and MBA entrance preparation',
          description: landing.offer.paragraphs.join(' '),
          path: '/courses/MBA',
        })}
      />
      <PageHeader
        title={landing.title}
        eyebrow="MBA / CAT"
        breadcrumb={[{ href: '/', label: 'Home' }, { label: 'MBA' }]}
        lead={landing.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      />
      <div className="container section">
        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading">Read the guide</h2>
          <ol className={styles.guides}>
            {guides.map((guide) => (
              <li key={guide.slug} className={styles.guide}>
                <span className={styles.number} aria-hidden="true">
                  {guide.order}
                </span>
                <div>
                  <h3 className={styles.guideTitle}>
                    <Link href={guide.href}>{guide.title}</Link>
                  </h3>
                  <p className={styles.guideText}>{guide.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.offer} aria-labelledby="offer-heading">
          <h2 id="offer-heading">{landing.offer.heading}</h2>
          <div className={styles.offerGrid}>
            <div>
              {landing.offer.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <ul className={styles.highlights}>
              {landing.offer.highlights.map((highlight) => (
                <li key={highlight}>
                  <FaCheckCircle aria-hidden="true" className={styles.check} /> {highlight}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <CallToAction heading="Start your CAT preparation" text="Join the next foundation batch: 150+ hours of live classes with the Gurus." />
      </div>
    </>
  );
}
