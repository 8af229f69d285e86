import Link from '@/components/ui/SiteLink';
import type { BlogPost } from '@/lib/content/blogs';
import { formatLongDate } from '@/lib/format';
import styles from './RelatedPosts.module.css';

/** Posts to read next, each with its date and one-line description. */
export function RelatedPosts({ heading, posts }: { heading: string; posts: BlogPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className={styles.related}>
      <h2 id="related-posts">{heading}</h2>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.id} className={`card card-flat ${styles.item}`}>
            <Link href={post.href} className={styles.title}>
              {post.title}
            </Link>
            <p className={styles.description}>{post.description}</p>
            <p className={styles.date}>
              <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
