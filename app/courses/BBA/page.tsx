import { QuestionTypewriter } from '@/components/bba/QuestionTypewriter';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CallToAction } from '@/components/ui/CallToAction';
import { LinkCard } from '@/components/ui/LinkCard';
import { getExams } from '@/lib/content/exams';
import { getBbaHub } from '@/lib/content/pages';
import { getSiteConfig } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import { course } from '@/lib/structuredData';
import styles from './page.module.css';

export function generateMetadata() {
  return pageMetadata({
    title: getBbaHub().title,
    description: 'IPMAT, IPMAT Rohtak, JIPMAT, SET, NPAT and CUET: patterns, syllabi, key facts and colleges for BBA and integrated management programmes.',
    path: '/courses/BBA',
  });
}

export default function BbaHubPage() {
  const hub = getBbaHub();
  const exams = getExams();

  return (
    <>
      <JsonLd data={course(getSiteConfig(), { name: 'BBA/IPM entrance preparation', description: hub.intro, path: '/courses/BBA' })} />
      <QuestionTypewriter questions={hub.questions}>
        <Breadcrumb trail={[{ href: '/', label: 'Home' }, { label: 'BBA/IPM' }]} tone="inverse" />
        <h1 className={styles.title}>{hub.title}</h1>
      </QuestionTypewriter>
      <div className="container section">
        <p className={styles.intro}>{hub.intro}</p>
        <section aria-labelledby="exams-heading" className={styles.exams}>
          <h2 id="exams-heading">{hub.examsHeading}</h2>
          <p className="section-intro">{hub.examsIntro}</p>
          <ul className={styles.grid}>
            {exams.map((exam) => (
              <LinkCard key={exam.slug} href={exam.link} title={exam.name} text={exam.description} />
            ))}
          </ul>
        </section>
        <CallToAction heading="Aiming for an IPM or a top BBA?" text="Live classes for quant, verbal and reasoning, sectional tests, mocks and interview preparation." />
      </div>
    </>
  );
}
