import { FaBullseye, FaEye, FaFlagCheckered } from 'react-icons/fa';
import { RotatingTagline } from './_components/RotatingTagline';
import { pauseIcons } from '@/components/ui/pauseIcons';
import { CardGrid } from '@/components/ui/CardGrid';
import { ContentPage } from '@/components/page/ContentPage';
import { Section } from '@/components/ui/Section';
import { StaticImage } from '@/components/ui/StaticImage';
import { about as aboutPage } from '@/lib/content/about';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'About Us',
  description: 'Our vision, mission and goals, what makes our coaching different and the founders who teach at Prep Gurus.',
  path: urls.about,
});

export default function AboutPage() {
  const about = aboutPage.get();
  const pillars = [
    { id: 'vision', Icon: FaEye, heading: 'Our vision', body: <p>{about.vision}</p> },
    { id: 'mission', Icon: FaBullseye, heading: 'Our mission', body: <p>{about.mission}</p> },
    {
      id: 'goals',
      Icon: FaFlagCheckered,
      heading: 'Our goals',
      body: (
        <ul className={styles.goals}>
          {about.goals.map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <ContentPage
      path={urls.about}
      title={about.title}
      headerExtra={<RotatingTagline taglines={about.taglines} icons={pauseIcons()} />}
      cta={{}}
    >
      <div className={styles.intro}>
        {about.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <div className={`columns-3 ${styles.pillars}`}>
        {pillars.map(({ id, Icon, heading, body }) => (
          <Section
            key={id}
            id={id}
            heading={
              <>
                <Icon aria-hidden="true" className={styles.pillarIcon} /> {heading}
              </>
            }
            className={`panel panel-outlined ${styles.pillar}`}
          >
            {body}
          </Section>
        ))}
      </div>

      <Section id="why" heading="Why students choose us" className={styles.block}>
        <CardGrid columns={2} ordered>
          {about.sellingPoints.map((point, index) => (
            <li key={point.title} className={`card ${styles.point}`}>
              <span className={styles.pointNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p>{point.description}</p>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id="founders" heading="Meet the founders" className={styles.block}>
        <CardGrid columns={2} gap="large">
          {about.founders.map((founder) => (
            <li key={founder.name} className={`card ${styles.founder}`}>
              <StaticImage
                src={`/images/founders/${founder.photo}`}
                alt={`Portrait of ${founder.name}`}
                width={120}
                height={120}
                className={styles.photo}
              />
              <div>
                <h3 className={styles.founderName}>{founder.name}</h3>
                <p className={styles.role}>{founder.role}</p>
                <p>{founder.bio}</p>
              </div>
            </li>
          ))}
        </CardGrid>
      </Section>
    </ContentPage>
  );
}
