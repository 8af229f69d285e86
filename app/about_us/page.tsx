import { FaBullseye, FaEye, FaFlagCheckered } from 'react-icons/fa';
import { RotatingTagline } from '@/components/about/RotatingTagline';
import { CallToAction } from '@/components/ui/CallToAction';
import { PageHeader } from '@/components/ui/PageHeader';
import { getAbout } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'About Us',
  description: 'Our vision, mission and goals, what makes our coaching different and the founders who teach at Prep Gurus.',
  path: '/about_us',
});

export default function AboutPage() {
  const about = getAbout();

  return (
    <>
      <PageHeader title={about.title} breadcrumb={[{ href: '/', label: 'Home' }, { label: 'About Us' }]}>
        <RotatingTagline taglines={about.taglines} />
      </PageHeader>

      <div className="container section">
        <div className={styles.intro}>
          {about.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <div className={styles.pillars}>
          <section className={styles.pillar} aria-labelledby="vision-heading">
            <FaEye aria-hidden="true" className={styles.pillarIcon} />
            <h2 id="vision-heading">Our vision</h2>
            <p>{about.vision}</p>
          </section>
          <section className={styles.pillar} aria-labelledby="mission-heading">
            <FaBullseye aria-hidden="true" className={styles.pillarIcon} />
            <h2 id="mission-heading">Our mission</h2>
            <p>{about.mission}</p>
          </section>
          <section className={styles.pillar} aria-labelledby="goals-heading">
            <FaFlagCheckered aria-hidden="true" className={styles.pillarIcon} />
            <h2 id="goals-heading">Our goals</h2>
            <ul className={styles.goals}>
              {about.goals.map((goal) => (
                <li key={goal}>{goal}</li>
              ))}
            </ul>
          </section>
        </div>

        <section className={styles.block} aria-labelledby="why-heading">
          <h2 id="why-heading">Why students choose us</h2>
          <ol className={styles.points}>
            {about.sellingPoints.map((point, index) => (
              <li key={point.title} className={styles.point}>
                <span className={styles.pointNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.pointTitle}>{point.title}</h3>
                <p>{point.description}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.block} aria-labelledby="founders-heading">
          <h2 id="founders-heading">Meet the founders</h2>
          <ul className={styles.founders}>
            {about.founders.map((founder) => (
              <li key={founder.name} className={styles.founder}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG portrait at its display size */}
                <img src={`/images/founders/${founder.photo}`} alt={`Portrait of ${founder.name}`} width={120} height={120} className={styles.photo} />
                <div>
                  <h3 className={styles.founderName}>{founder.name}</h3>
                  <p className={styles.role}>{founder.role}</p>
                  <p>{founder.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <CallToAction />
      </div>
    </>
  );
}
