import { QuestionTypewriter } from './_components/QuestionTypewriter';
import { BreadcrumbJsonLd } from '@/components/page/BreadcrumbJsonLd';
import { JsonLd } from '@/components/page/JsonLd';
import { Breadcrumb } from '@/components/page/Breadcrumb';
import { CallToAction } from '@/components/page/CallToAction';
import { CardGrid } from '@/components/ui/CardGrid';
import { LinkCard } from '@/components/ui/LinkCard';
import { Section } from '@/components/ui/Section';
import { bbaHub } from '@/lib/content/bbaHub';
import { examGuides } from '@/lib/content/exams';
import { getSiteConfig } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbFor } from '@/lib/siteMap';
import { course } from '@/lib/structuredData';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

export function generateMetadata() {
  return pageMetadata({
    title: bbaHub.get().title,
    description:
      'IPMAT, IPMAT Rohtak, JIPMAT, SET, NPAT and CUET: patterns, syllabi, key facts and colleges for BBA and integrated management programmes.',
    path: urls.bba,
  });
}

/** The hub's header is the typewriter band over its pictures, so it is laid out here, not by ContentPage. */
export default function BbaHubPage() {
  const hub = bbaHub.get();
  const trail = breadcrumbFor(urls.bba);

  return (
    <>
      <BreadcrumbJsonLd trail={trail} path={urls.bba} />
      <JsonLd data={course(getSiteConfig(), { name: 'BBA/IPM entrance preparation', description: hub.intro, path: urls.bba })} />
      <QuestionTypewriter questions={hub.questions}>
        <Breadcrumb trail={trail} tone="inverse" />
        <h1 className={styles.title}>{hub.title}</h1>
      </QuestionTypewriter>
      <div className="container section">
        <p className={styles.intro}>{hub.intro}</p>
        <Section id="exams" heading={hub.examsHeading} intro={hub.examsIntro} className={styles.exams}>
          <CardGrid>
            {examGuides.all().map((exam) => (
              <LinkCard key={exam.id} href={exam.href} title={exam.name} text={exam.description} />
            ))}
          </CardGrid>
        </Section>
        <CallToAction
          heading="Aiming for an IPM or a top BBA?"
          text="Live classes for quant, verbal and reasoning, sectional tests, mocks and interview preparation."
        />
      </div>
    </>
  );
}
