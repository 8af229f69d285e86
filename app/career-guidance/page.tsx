import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaBrain, FaChalkboardTeacher, FaRoute, FaTrophy, FaUserCheck, FaUserTie } from 'react-icons/fa';
import { ContactForm } from './_components/ContactForm';
import { CardGrid } from '@/components/ui/CardGrid';
import { CheckList } from '@/components/ui/CheckList';
import { ContentPage } from '@/components/page/ContentPage';
import { Disclosure } from '@/components/ui/Disclosure';
import { Section } from '@/components/ui/Section';
import { careerGuidance } from '@/lib/content/careerGuidance';
import { getSiteConfig } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Career Guidance',
  description:
    'One-to-one career counselling for students and parents: choose the right course, entrance exam and college, and prepare with a plan.',
  path: urls.careerGuidance,
});

const REASON_ICONS = [FaUserTie, FaUserCheck, FaTrophy];
const SERVICE_ICONS = [FaRoute, FaChalkboardTeacher, FaBrain];

/** Cards with an icon, a title and a description (and, for services, their points). */
function IconCards({ icons, items }: { icons: IconType[]; items: { title: string; description: string; extra?: ReactNode }[] }) {
  return (
    <CardGrid gap="large">
      {items.map((item, index) => {
        const Icon = icons[index % icons.length];
        return (
          <li key={item.title} className="card">
            <Icon aria-hidden="true" className={styles.icon} />
            <h3>{item.title}</h3>
            <p>{item.description}</p>
            {item.extra}
          </li>
        );
      })}
    </CardGrid>
  );
}

export default function CareerGuidancePage() {
  const page = careerGuidance.get();
  const { supportEmail } = getSiteConfig();

  return (
    <ContentPage path={urls.careerGuidance} title={page.title} lead={<p>{page.intro}</p>}>
      <Section id="why" heading={page.whyChooseUs.heading}>
        <IconCards icons={REASON_ICONS} items={page.whyChooseUs.items} />
      </Section>

      <Section id="services" heading={page.services.heading} className={styles.block}>
        <IconCards
          icons={SERVICE_ICONS}
          items={page.services.items.map((service) => ({
            ...service,
            extra: <CheckList items={service.points} className={styles.points} />,
          }))}
        />
      </Section>

      <Section id="story" heading={page.successStory.heading} className={`panel panel-roomy ${styles.block}`}>
        <p className={styles.storyName}>
          {page.successStory.name} <span className={styles.journey}>{page.successStory.journey}</span>
        </p>
        {page.successStory.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <blockquote className={styles.quote}>
          <p>“{page.successStory.quote}”</p>
        </blockquote>
      </Section>

      <Section id="contact" heading={page.contact.heading} className={styles.block}>
        <p>{page.contact.intro}</p>
        <Disclosure dismissible={false} label="Contact Us" buttonClassName="button button-primary">
          <ContactForm supportEmail={supportEmail} />
        </Disclosure>
      </Section>
    </ContentPage>
  );
}
