import { Feed } from 'feed';
import { blogPosts } from '@/lib/content/blogs';
import { getSiteConfig } from '@/lib/content/site';
import { urls } from '@/lib/urls';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const FEEDS = { rss: '/feed.xml', json: '/feed.json' } as const;

/** Every blog post, newest first, as one feed (RSS 2.0 and JSON Feed 1.1 are written from it). */
export function blogFeed(): Feed {
  const site = getSiteConfig();
  const absolute = (path: string) => new URL(path, site.siteUrl).toString();
  const posts = blogPosts.all();
  const feed = new Feed({
    title: `${site.product} blog`,
    description: `Exam guides and preparation advice from ${site.product}.`,
    id: absolute(urls.blogs),
    link: absolute(urls.blogs),
    language: 'en-IN',
    image: absolute('/og-image.jpg'),
    favicon: absolute('/icon.svg'),
    copyright: `© ${site.product}`,
    updated: posts.length ? new Date(posts[0].createdAt) : new Date(0),
    feedLinks: { rss: absolute(FEEDS.rss), json: absolute(FEEDS.json) },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: absolute(post.href),
      link: absolute(post.href),
      description: post.description,
      content: post.content
        .split('\n')
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join(''),
      date: new Date(post.createdAt),
      published: new Date(post.createdAt),
      image: post.image ? absolute(`/uploads/${post.image}`) : undefined,
    });
  }
  return feed;
}

/**
 * The feed as JSON Feed 1.1. The feed package writes version 1; for a feed without authors the two
 * differ only in the version string and 1.1's `language`, so those are set here.
 */
export function jsonFeed(): string {
  const feed = JSON.parse(blogFeed().json1());
  return JSON.stringify({ ...feed, version: 'https://jsonfeed.org/version/1.1', language: 'en-IN' }, null, 2);
}
