import { ExamFactsBox } from '@/components/exam/ExamFactsBox';
import { CallToAction } from '@/components/page/CallToAction';
import { collectionPage } from '@/components/page/collectionPage';
import prose from '@/components/ui/Prose.module.css';
import { SeriesNav } from '@/components/page/SeriesNav';
import { TableOfContents } from '@/components/page/TableOfContents';
import { catExam } from '@/lib/content/exams';
import { mbaGuides, type MbaGuide } from '@/lib/content/mba';
import { extractHeadings, renderMarkdown } from '@/lib/markdown';
import { neighbours } from '@/lib/siteMap';
import styles from './page.module.css';

/** The guide with its contents beside it, CAT's key facts where it is about CAT, and the way on through the series. */
function GuideBody({ guide }: { guide: MbaGuide }) {
  const { previous, next } = neighbours(guide.href);
  return (
    <>
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
    </>
  );
}

export const dynamicParams = false;

const route = collectionPage(
  mbaGuides,
  'guideId',
  (guide) => {
    const { position, total } = neighbours(guide.href);
    return {
      title: guide.title,
      description: guide.description,
      type: 'article',
      eyebrow: `MBA guide · Part ${position} of ${total}`,
      lead: <p>{guide.description}</p>,
      bodyClassName: styles.layout,
    };
  },
  (guide) => <GuideBody guide={guide} />,
);

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
