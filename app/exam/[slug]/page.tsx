import { notFound } from 'next/navigation';
import { FaUniversity } from 'react-icons/fa';
import { ExamColleges } from '@/components/exam/ExamColleges';
import { FaqAccordion } from '@/components/faq/FaqAccordion';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { JsonLd } from '@/components/seo/JsonLd';
import { CallToAction } from '@/components/ui/CallToAction';
import { PageHeader } from '@/components/ui/PageHeader';
import { Tabs } from '@/components/ui/Tabs';
import { getExams } from '@/lib/content/exams';
import { pageMetadata } from '@/lib/metadata';
import { faqPage } from '@/lib/structuredData';
import styles from './page.module.css';

/** Spec section 9: the first 3 FAQs show until the visitor asks for more. */
const FAQS_SHOWN = 3;

export const dynamicParams = false;

export function generateStaticParams() {
  return getExams().map((exam) => ({ slug: exam.slug }));
}

type Params = { params: Promise<{ slug: string }> };

function findExam(slug: string) {
  return getExams().find((exam) => exam.slug === slug) ?? notFound();
}

export async function generateMetadata({ params }: Params) {
  const exam = findExam((await params).slug);
  return pageMetadata({ title: `${exam.name} exam guide`, description: exam.description, path: exam.link });
}

export default async function ExamPage({ params }: Params) {
  const exam = findExam((await params).slug);
  const trail = [{ href: '/', label: 'Home' }, { href: '/courses/BBA', label: 'BBA/IPM' }, { label: exam.name }];

  return (
    <>
      <JsonLd data={faqPage(exam.faqs)} />
      <BreadcrumbJsonLd trail={trail} path={exam.link} />
      <PageHeader title={exam.name} eyebrow="BBA/IPM exam guide" lead={<p>{exam.fullName}</p>} breadcrumb={trail} />
      <div className="container section">
        <section className={styles.overview} aria-labelledby="overview-heading">
          <div>
            <h2 id="overview-heading">About {exam.name}</h2>
            {exam.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className={styles.facts}>
            <h2 className={styles.factsHeading}>{exam.name} at a glance</h2>
            <dl>
              {exam.keyFacts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section className={styles.block} aria-labelledby="faq-heading">
          <h2 id="faq-heading">Frequently asked questions</h2>
          <FaqAccordion faqs={exam.faqs} initiallyShown={FAQS_SHOWN} />
        </section>

        <section className={styles.block} aria-labelledby="syllabus-heading">
          <h2 id="syllabus-heading">Syllabus</h2>
          <Tabs
            label={`${exam.name} syllabus sections`}
            tabs={exam.syllabus.map((section) => ({
              label: section.section,
              content: (
                <table className={styles.table}>
                  <caption className="visually-hidden">{section.section} topics</caption>
                  <thead>
                    <tr>
                      <th scope="col">Topics</th>
                      <th scope="col">Details</th>
                    </tr>
                  </thead>
                  <tbody>
                    {section.topics.map((topic) => (
                      <tr key={topic.title}>
                        <th scope="row">{topic.title}</th>
                        <td>{topic.details}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ),
            }))}
          />
        </section>

        <section className={styles.block} aria-labelledby="colleges-heading">
          <h2 id="colleges-heading">Top Colleges Accepting {exam.name} Score</h2>
          <ExamColleges colleges={exam.colleges} icon={<FaUniversity />} />
        </section>

        <CallToAction heading={`Preparing for ${exam.name}?`} text="Join a batch with live classes, sectional tests, full-length mocks and interview preparation." />
      </div>
    </>
  );
}
