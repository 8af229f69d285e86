import Link from '@/components/ui/SiteLink';
import { blogPosts } from '@/lib/content/blogs';
import { panels, type PanelEntry } from '@/lib/content/panels';
import { formatShortDate } from '@/lib/format';
import { urls } from '@/lib/urls';
import styles from './UpdatesPanels.module.css';

type PanelItem = PanelEntry & { key: string };

function Panel({ id, title, items, more }: { id: string; title: string; items: PanelItem[]; more?: { href: string; label: string } }) {
  const headingId = `${id}-heading`;
  return (
    <div className={styles.panel}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      {/* Focusable so keyboard users can scroll a long list (WCAG 2.1.1). */}
      <div className={styles.scroll} role="region" aria-labelledby={headingId} tabIndex={0}>
        {items.length === 0 ? (
          <p className={`${styles.card} ${styles.placeholder}`}>Coming Soon</p>
        ) : (
          <ul className="stack-list">
            {items.map((item) => (
              <li key={item.key} className={styles.card}>
                <p className={styles.date}>
                  <time dateTime={item.date}>{formatShortDate(item.date)}</time>
                </p>
                <p className={styles.itemTitle}>{item.href ? <Link href={item.href}>{item.title}</Link> : item.title}</p>
                {item.summary && <p className={styles.summary}>{item.summary}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {more && (
        <p className={styles.more}>
          <Link href={more.href}>{more.label}</Link>
        </p>
      )}
    </div>
  );
}

/** 'Notifications / News', 'Blogs' and 'Events', side by side from the medium breakpoint. */
export function UpdatesPanels() {
  const { notifications, events } = panels.get();
  const blogs: PanelItem[] = blogPosts.all().map((post) => ({
    key: post.id,
    title: post.title,
    date: post.createdAt.slice(0, 10),
    summary: post.description,
    href: post.href,
  }));
  const keyed = (entries: PanelEntry[]) => entries.map((entry, index) => ({ ...entry, key: `${entry.date}-${index}` }));

  return (
    <section className="container section" aria-labelledby="updates-heading">
      <h2 id="updates-heading">Latest updates</h2>
      <div className={`columns-3 ${styles.grid}`}>
        <Panel id="notifications" title="Notifications / News" items={keyed(notifications)} />
        <Panel id="blogs" title="Blogs" items={blogs} more={{ href: urls.blogs, label: 'All blog posts' }} />
        <Panel id="events" title="Events" items={keyed(events)} />
      </div>
    </section>
  );
}
