import { FaBrain, FaChalkboardTeacher, FaCheckCircle, FaRoute, FaTrophy, FaUserCheck, FaUserTie } from 'react-icons/fa';
import { ContactForm } from '@/components/career/ContactForm';
import { Disclosure } from '@/components/ui/Disclosure';
import { PageHeader } from '@/components/ui/PageHeader';
import { getCareerGuidance } from '@/lib/content/pages';
import { getSiteConfig } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Career Guidance',
  description: 'One-to-one career counselling for students and parents: choose the right course, entrance exam and college, and prepare with a plan.',
  path: '/career-guidance',
});

const REASON_ICONS = [FaUserTie, FaUserCheck, FaTrophy];
const SERVICE_ICONS = [FaRoute, FaChalkboardTeacher, FaBrain];

export default function CareerGuidancePage() {
  const page = getCareerGuidance();
  const { supportEmail } = getSiteConfig();

  return (
    <>
      <PageHeader
        title={page.title}
        breadcrumb={[{ href: '/', label: 'Home' }, { label: page.title }]}
        lead={<p>{page.intro}</p>}
      />
      <div className="container section">
        <section aria-labelledby="why-heading">
          <h2 id="why-heading">{page.whyChooseUs.heading}</h2>
          <ul className={styles.cards}>
            {page.whyChooseUs.items.map((item, index) => {
              const Icon = REASON_ICONS[index % REASON_ICONS.length];
              return (
                <li key={item.title} className={styles.card}>
                  <Icon aria-hidden="true" className={styles.icon} />
                  <h3>{item.title}</h3>
                  <p>{item.description}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section className={styles.block} aria-labelledby="services-heading">
          <h2 id="services-heading">{page.services.heading}</h2>
          <ul className={styles.cards}>
            {page.services.items.map((service, index) => {
              const Icon = SERVICE_ICONS[index % SERVICE_ICONS.length];
              return (
                <li key={service.title} className={styles.card}>
                  <Icon aria-hidden="true" className={styles.icon} />
                  <h3>{service.title}</h3>
                  <p>{service.description}</p>
                  <ul className={styles.points}>
                    {service.points.map((point) => (
                      <li key={point}>
                        <FaCheckCircle aria-hidden="true" className={styles.check} /> {point}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </section>

        <section className={`${styles.block} ${styles.story}`} aria-labelledby="story-heading">
          <h2 id="story-heading">{page.successStory.heading}</h2>
          <p className={styles.storyName}>
            {page.successStory.name} <span className={styles.journey}>{page.successStory.journey}</span>
          </p>
          {page.successStory.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <blockquote className={styles.quote}>
            <p>“{page.successStory.quote}”</p>
          </blockquote>
        </section>

        <section className={styles.block} aria-labelledby="contact-heading">
          <h2 id="contact-heading">{page.contact.heading}</h2>
          <p>{page.contact.intro}</p>
          <Disclosure dismissible={false} label="Contact Us" buttonClassName="button button-primary">
            <ContactForm supportEmail={supportEmail} />
          </Disclosure>
        </section>
      </div>
    </>
  );
}
