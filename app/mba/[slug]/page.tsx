import { notFound } from 'next/navigation';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { CallToAction } from '@/components/ui/CallToAction';
import { PageHeader } from '@/components/ui/PageHeader';
import prose from '@/components/ui/Prose.module.css';
import { SeriesNav } from '@/components/ui/SeriesNav';
import { TableOfContents } from '@/components/ui/TableOfContents';
import { getMbaGuides } from '@/lib/content/mba';
import { extractHeadings, renderMarkdown } from '@/lib/markdown';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return getMbaGuides().map((guide) => ({ slug: guide.slug }));
}

type Params = { params: Promise<{ slug: string }> };

function findGuide(slug: string) {
  const guides = getMbaGuides();
  const index = guides.findIndex((guide) => guide.slug === slug);
  if (index === -1) notFound();
  return { guide: guides[index], previous: guides[index - 1], next: guides[index + 1], position: index + 1, total: guides.length };
}

export async function generateMetadata({ params }: Params) {
  const { guide } = findGuide((await params).slug);
  return pageMetadata({ title: guide.title, description: guide.description, path: guide.href, type: 'article' });
}

export default async function MbaGuidePage({ params }: Params) {
  const { guide, previous, next, position, total } = findGuide((await params).slug);
  const trail = [{ href: '/', label: 'Home' }, { href: '/courses/MBA', label: 'Your Ultimate MBA Guide' }, { label: guide.title }];

  return (
    <>
      <BreadcrumbJsonLd trail={trail} path={guide.href} />
      <PageHeader title={guide.title} eyebrow={`MBA guide · Part ${position} of ${total}`} lead={<p>{guide.description}</p>} breadcrumb={trail} />
      <div className={`container section ${styles.layout}`}>
        <aside className={styles.aside}>
          <TableOfContents entries={extractHeadings(guide.body)} />
        </aside>
        <div className={styles.main}>
          <article className={prose.prose}>{renderMarkdown(guide.body)}</article>
          <SeriesNav label="MBA guide series" previous={previous} next={next} />
          <CallToAction
            heading="Preparing for CAT?"
            text="Live foundation classes of 150+ hours, mocks with analysis and Gurus who answer your doubts."
          />
        </div>
      </div>
    </>
  );
}
