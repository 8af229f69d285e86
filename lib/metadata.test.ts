import { metaDescription, pageMetadata } from './metadata';

describe('metaDescription', () => {
  it('keeps descriptions of up to 160 characters as they are', () => {
    const text = 'a'.repeat(160);
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts longer ones at a word and marks the cut', () => {
    const text = `${'word '.repeat(40)}end`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(158);
    expect(cut).toMatch(/word…$/);
  });
});

describe('pageMetadata', () => {
  it("titles a page 'Page – Prep Gurus' and gives it a canonical address and social cards", () => {
    const metadata = pageMetadata({ title: 'Law', description: 'Law courses.', path: '/courses/LAW' });
    expect(metadata.title).toEqual({ absolute: 'Law – Prep Gurus' });
    expect(metadata.alternates?.canonical).toBe('/courses/LAW');
    expect(metadata.openGraph).toMatchObject({
      url: '/courses/LAW',
      title: 'Law – Prep Gurus',
      images: [{ url: '/og-image.jpg', width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Law – Prep Gurus' });
    expect(metadata.robots).toBeUndefined();
  });

  it('gives the home page the name and tagline, and keeps noindex pages out of search', () => {
    expect(pageMetadata({ description: 'Home.', path: '/' }).title).toEqual({ absolute: 'Prep Gurus – Our Passion Your Success' });
    const hidden = pageMetadata({ title: 'Page not found', description: 'Gone.', path: '/404', noindex: true });
    expect(hidden.robots).toEqual({ index: false, follow: true });
    expect(hidden.alternates?.canonical).toBeUndefined();
    expect(hidden.alternates?.types).toEqual({ 'application/rss+xml': '/feed.xml', 'application/feed+json': '/feed.json' });
  });
});
