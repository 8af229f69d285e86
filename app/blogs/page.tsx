import { ContentPage } from '@/components/page/ContentPage';
import Link from '@/components/ui/SiteLink';
import { StaticImage } from '@/components/ui/StaticImage';
import { blogPosts } from '@/lib/content/blogs';
import { FEEDS } from '@/lib/feeds';
import { formatLongDate } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

export const metadata = pageMetadata({
  // Not plain 'Blog': that is the title of the shared page for posts published after the build.
  title: 'Blog: exam guides and preparation advice',
  description: 'Exam patterns, study plans and preparation advice for CAT, CLAT, IPMAT and other entrance exams, newest first.',
  path: urls.blogs,
});

export default function BlogIndexPage() {
  const posts = blogPosts.all();
  return (
    <ContentPage
      path={urls.blogs}
      title="Blog"
      eyebrow="From the Gurus"
      lead={<p>Exam patterns, study plans and preparation advice, newest first.</p>}
      cta={{}}
    >
      <ol className={styles.posts}>
        {posts.map((post) => (
          <li key={post.id} className={styles.post}>
            {post.image && (
              <StaticImage src={`/uploads/${post.image}`} alt="" width={1200} height={675} className={styles.image} loading="lazy" />
            )}
            <div>
              <h2 className={styles.title}>
                <Link href={post.href}>{post.title}</Link>
              </h2>
              <p className={styles.date}>
                <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
              </p>
              <p>{post.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className={styles.feeds}>
        Follow new posts in a feed reader: <a href={FEEDS.rss}>RSS feed</a> or <a href={FEEDS.json}>JSON Feed</a>.
      </p>
    </ContentPage>
  );
}
