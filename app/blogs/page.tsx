import { pageRoute } from '@/components/page/pageRoute';
import Link from '@/components/ui/SiteLink';
import { StaticImage } from '@/components/ui/StaticImage';
import { blogPosts } from '@/lib/content/blogs';
import { FEEDS } from '@/lib/feeds';
import { formatLongDate } from '@/lib/format';
import styles from './page.module.css';

const route = pageRoute('blogs');

export const generateMetadata = route.generateMetadata;

/** The posts, newest first, and the feeds that follow them. */
function PostList() {
  const posts = blogPosts.all();
  return (
    <>
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
    </>
  );
}

export default route.page(PostList);
