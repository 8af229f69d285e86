import { ExamFactsBox } from '@/components/exam/ExamFactsBox';
import { CallToAction } from '@/components/page/CallToAction';
import { ContentPage } from '@/components/page/ContentPage';
import prose from '@/components/ui/Prose.module.css';
import { SeriesNav } from '@/components/page/SeriesNav';
import { TableOfContents } from '@/components/page/TableOfContents';
import { catExam } from '@/lib/content/exams';
import { mbaGuides } from '@/lib/content/mba';
import { extractHeadings, renderMarkdown } from '@/lib/markdown';
import { collectionRoute } from '@/lib/collectionRoute';
import { neighbours } from '@/lib/siteMap';
import styles from './page.module.css';

export const dynamicParams = false;

const route = collectionRoute(mbaGuides, 'guideId', (guide) => ({ title: guide.title, description: guide.description, type: 'article' }));

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function MbaGuidePage(props: PageProps<'/mba/[guideId]'>) {
  const guide = await route.find(props);
  const { previous, next, position, total } = neighbours(guide.href);

  return (
    <ContentPage
      path={guide.href}
      title={guide.title}
      eyebrow={`MBA guide · Part ${position} of ${total}`}
      lead={<p>{guide.description}</p>}
      bodyClassName={styles.layout}
    >
      <aside className={styles.aside}>
        <TableOfContents entries={extractHeadings(guide.body)} />
      </aside>
      <div className={styles.main}>
        {guide.exam && (
          <div className={styles.facts}>
            <ExamFactsBox exam={catExam.get()} />
          </div>
        )}
        <article className={prose.prose}>{renderMarkdown(guide.body)}</article>
        <SeriesNav
          label="MBA guide series"
          previous={previous && { href: previous.href, title: previous.label }}
          next={next && { href: next.href, title: next.label }}
        />
        <CallToAction
          heading="Preparing for CAT?"
          text="Live foundation classes of 150+ hours, mocks with analysis and Gurus who answer your doubts."
        />
      </div>
    </ContentPage>
  );
}
