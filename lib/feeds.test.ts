import { blogPosts } from './content/blogs';
import { blogFeed, jsonFeed } from './feeds';

const posts = blogPosts.all();

describe('blog feeds', () => {
  it('writes RSS 2.0: a channel with title, link and description, and an item per post, newest first', () => {
    const xml = blogFeed().rss2();
    const tag = (source: string, name: string) =>
      source.match(new RegExp(`<${name}[^>]*>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${name}>`))?.[1];
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    const channel = xml.slice(0, xml.indexOf('<item>'));
    expect(tag(channel, 'title')).toBe('Prep Gurus blog');
    expect(tag(channel, 'link')).toBe('https://www.prepgurus.in/blogs');
    expect(tag(channel, 'description')).toBeTruthy();
    const items = xml.split('<item>').slice(1);
    expect(items).toHaveLength(posts.length);
    items.forEach((item, index) => {
      expect(tag(item, 'title')).toBe(posts[index].title);
      expect(tag(item, 'link')).toBe(`https://www.prepgurus.in${posts[index].href}`);
      expect(tag(item, 'guid')).toBe(`https://www.prepgurus.in${posts[index].href}`);
      expect(new Date(tag(item, 'pubDate')!).toISOString()).toBe(posts[index].createdAt);
      expect(tag(item, 'description')).toBe(posts[index].description);
    });
  });

  it('writes JSON Feed 1.1 with an item per post', () => {
    const json = JSON.parse(jsonFeed());
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.title).toBe('Prep Gurus blog');
    expect(json.home_page_url).toMatch(/\/blogs$/);
    expect(json.feed_url).toMatch(/\/feed\.json$/);
    expect(json.items).toHaveLength(posts.length);
    for (const [index, item] of json.items.entries()) {
      expect(item.id).toBe(`https://www.prepgurus.in${posts[index].href}`);
      expect(item.url).toBe(item.id);
      expect(item.title).toBe(posts[index].title);
      expect(item.content_html).toContain('<p>');
      expect(json.language).toBe('en-IN');
      expect(new Date(item.date_published).toISOString()).toBe(posts[index].createdAt);
    }
  });
});
