import { ExamPracticeSection } from '@/components/practice/ExamTests';
import { ContentPage } from '@/components/page/ContentPage';
import { Section } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import { TextWithChecklist } from '@/components/ui/TextWithChecklist';
import { mbaGuides, mbaLanding } from '@/lib/content/mba';
import { getSiteConfig } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import { course } from '@/lib/structuredData';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

export function generateMetadata() {
  return pageMetadata({
    title: mbaLanding.get().title,
    description:
      'A ten-part MBA guide for Indian students: what an MBA is, who can pursue it, types, B-schools, CAT, XAT, GMAT, CMAT and the right time to apply.',
    path: urls.mba,
  });
}

export default function MbaLandingPage() {
  const landing = mbaLanding.get();

  return (
    <ContentPage
      path={urls.mba}
      title={landing.title}
      eyebrow="MBA / CAT"
      lead={landing.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      structuredData={[
        course(getSiteConfig(), {
          name: 'CAT and MBA entrance preparation',
          description: landing.offer.paragraphs.join(' '),
          path: urls.mba,
        }),
      ]}
      cta={{ heading: 'Start your CAT preparation', text: 'Join the next foundation batch: 150+ hours of live classes with the Gurus.' }}
    >
      <Section id="guides" heading="Read the guide">
        <ol className={styles.guides}>
          {mbaGuides.all().map((guide) => (
            <li key={guide.id} className={`card ${styles.guide}`}>
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
      </Section>

      <Section id="offer" heading={landing.offer.heading} className={`panel panel-roomy ${styles.offer}`}>
        <TextWithChecklist paragraphs={landing.offer.paragraphs} points={landing.offer.highlights} pointsClassName={styles.highlights} />
      </Section>

      <ExamPracticeSection examId="cat" />
    </ContentPage>
  );
}
