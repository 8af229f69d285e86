import { contentErrorOf, withContent } from '../test-utils/tempContent';
import { blogPosts, relatedPosts, toBlogApiResponse } from './blogs';
import { siteMap } from '../siteMap';
import { ContentError } from './errors';

describe('blog posts', () => {
  const posts = blogPosts.all();

  it('loads the sample posts from content/blogs, newest first', () => {
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const dates = posts.map((post) => post.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('serves exactly the fields the blog page reads, its content Markdown with a block per line and no HTML', () => {
    for (const post of posts) {
      const body = toBlogApiResponse(post);
      expect(Object.keys(body).sort()).toEqual(['content', 'createdAt', 'description', 'image', 'title']);
      expect(body.content.split('\n').length).toBeGreaterThan(3);
      expect(body.content).not.toMatch(/\n\s*\n|<[a-z]/);
      expect(body.content).toMatch(/^## /m);
      expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    }
  });

  const valid = '---\ntitle: T\ndescription: D\ncreatedAt: 2026-10-02\n---\n\nFirst **bold** paragraph.\n\nSecond one.\n';

  it('keeps the Markdown for the page, one line per block, and plain text for search and feeds', () => {
    const [post] = withContent({ 'blogs/my-post.md': valid }, () => blogPosts.all());
    expect(post).toMatchObject({
      id: 'my-post',
      markdown: 'First **bold** paragraph.\nSecond one.',
      content: 'First bold paragraph.\nSecond one.',
      createdAt: '2026-10-02T00:00:00.000Z',
    });
    expect(toBlogApiResponse(post).content).toBe('First **bold** paragraph.\nSecond one.');
    expect(toBlogApiResponse(post).image).toBe('');
  });

  it.each([
    ['a missing title', 'blogs/a.md', valid.replace('title: T\n', ''), 'title'],
    ['a bad date', 'blogs/a.md', valid.replace('2026-10-02', 'next week'), 'createdAt'],
    ['an image that does not exist', 'blogs/a.md', valid.replace('---\n\n', 'image: missing.webp\n---\n\n'), 'image'],
    ['a file name that is not a clean id', 'blogs/My Post.md', valid, '(file name)'],
  ])('fails the build on %s, naming the field', (_case, file, text, field) => {
    withContent({ [file]: text }, () => {
      const error = contentErrorOf(() => blogPosts.all());
      expect(error).toBeInstanceOf(ContentError);
      expect(error?.issues.map((issue) => issue.field)).toEqual([field]);
    });
  });
});

describe('blog posts with structure', () => {
  it('use headings, and every link inside a post goes to a page of the site map', () => {
    const routes = new Set(siteMap().map((node) => node.href));
    for (const post of blogPosts.all()) {
      expect(post.markdown).toMatch(/^## /m);
      for (const [, href] of post.markdown.matchAll(/\]\((\/[^)#]*)/g))
        expect({ post: post.id, href, known: routes.has(href) }).toEqual({ post: post.id, href, known: true });
    }
  });

  it('offer related posts, those about the same exam first', () => {
    const post = blogPosts.all()[0];
    const related = relatedPosts(post);
    expect(related).not.toContainEqual(expect.objectContaining({ id: post.id }));
    expect(related.length).toBe(Math.min(3, blogPosts.all().length - 1));
    expect(relatedPosts(undefined).map((other) => other.id)).toEqual(
      blogPosts
        .all()
        .slice(0, 3)
        .map((other) => other.id),
    );
  });
});
