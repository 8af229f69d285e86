import { withContent } from '../test-utils/tempContent';
import { blogPosts, toBlogApiResponse } from './blogs';
import { ContentError } from './errors';

describe('blog posts', () => {
  const posts = blogPosts.all();

  it('loads the sample posts from content/blogs, newest first', () => {
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const dates = posts.map((post) => post.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('serves exactly the fields the blog page reads, with plain-text paragraphs', () => {
    for (const post of posts) {
      const body = toBlogApiResponse(post);
      expect(Object.keys(body).sort()).toEqual(['content', 'createdAt', 'description', 'image', 'title']);
      expect(body.content.split('\n').length).toBeGreaterThan(3);
      expect(body.content).not.toMatch(/(^|\n)#|\*\*|<[a-z]/);
      expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    }
  });

  const valid = '---\ntitle: T\ndescription: D\ncreatedAt: 2026-10-02\n---\n\nFirst **bold** paragraph.\n\nSecond one.\n';

  it('turns the Markdown body into one line per paragraph', () => {
    const [post] = withContent({ 'blogs/my-post.md': valid }, () => blogPosts.all());
    expect(post).toMatchObject({ id: 'my-post', content: 'First bold paragraph.\nSecond one.', createdAt: '2026-10-02T00:00:00.000Z' });
    expect(toBlogApiResponse(post).image).toBe('');
  });

  it.each([
    ['a missing title', 'blogs/a.md', valid.replace('title: T\n', ''), 'title'],
    ['a bad date', 'blogs/a.md', valid.replace('2026-10-02', 'next week'), 'createdAt'],
    ['an image that does not exist', 'blogs/a.md', valid.replace('---\n\n', 'image: missing.webp\n---\n\n'), 'image'],
    ['a file name that is not a clean id', 'blogs/My Post.md', valid, '(file name)'],
  ])('fails the build on %s, naming the field', (_case, file, text, field) => {
    withContent({ [file]: text }, () => {
      let error: unknown;
      try {
        blogPosts.all();
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).issues.map((issue) => issue.field)).toEqual([field]);
    });
  });
});
