import { SPEC_MBA_GUIDES } from '../test-utils/specRoutes';
import { withContent } from '../test-utils/tempContent';
import { ContentError } from './errors';
import { mbaGuides, mbaLanding } from './mba';

const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;

describe('MBA guide series', () => {
  const guides = mbaGuides.all();

  it('has the ten guide files, numbered in reading order, matching the routes', () => {
    expect(guides.map((guide) => guide.href)).toEqual(SPEC_MBA_GUIDES.map((id) => `/mba/${id}`));
    expect(guides.map((guide) => guide.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(mbaLanding.get().title).toBe('Your Ultimate MBA Guide');
  });

  it.each(SPEC_MBA_GUIDES)('%s has 400–900 words under ## headings', (id) => {
    const guide = guides.find((entry) => entry.id === id)!;
    expect(words(guide.body)).toBeGreaterThanOrEqual(400);
    expect(words(guide.body)).toBeLessThanOrEqual(900);
    expect(guide.body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(guide.body).not.toMatch(/^# /m);
  });

  it('refuses two pages in the same place of the series, naming the file and field', () => {
    const page = (order: number) => `---\ntitle: T\ndescription: D\norder: ${order}\n---\n\nBody.\n`;
    withContent({ 'mba/a.md': page(1), 'mba/b.md': page(1) }, () => {
      expect(() => mbaGuides.all()).toThrow(ContentError);
      expect(() => mbaGuides.all()).toThrow(/b\.md → order: 1 is also the order of a\.md/);
    });
  });
});
