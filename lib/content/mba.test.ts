import { getMbaGuides, getMbaLanding } from './mba';
import { MBA_GUIDE_SLUGS } from './schemas/mba';

const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;

describe('MBA guide series', () => {
  const guides = getMbaGuides();

  it('has the ten guide files, numbered in reading order, matching the routes', () => {
    expect(guides.map((guide) => guide.href)).toEqual(MBA_GUIDE_SLUGS.map((slug) => `/mba/${slug}`));
    expect(guides.map((guide) => guide.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(getMbaLanding().title).toBe('Your Ultimate MBA Guide');
  });

  it.each(MBA_GUIDE_SLUGS)('%s has 400–900 words under ## headings', (slug) => {
    const guide = guides.find((entry) => entry.slug === slug)!;
    expect(words(guide.body)).toBeGreaterThanOrEqual(400);
    expect(words(guide.body)).toBeLessThanOrEqual(900);
    expect(guide.body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(guide.body).not.toMatch(/^# /m);
  });
});
