import { withContent } from '../test-utils/tempContent';
import { storeCategories, storeProducts } from './store';

describe('store catalogue', () => {
  it('has CAT, SSC and Law, each with Previous Papers and Course Materials', () => {
    const categories = storeCategories.all();
    expect(categories.map((category) => category.name)).toEqual(['CAT', 'SSC', 'Law']);
    for (const category of categories) {
      expect(category.sections.map((section) => section.title)).toEqual(['Previous Papers', 'Course Materials']);
    }
  });

  it('uses every id once and prices between ₹400 and ₹3,000', () => {
    const products = storeProducts();
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    for (const product of products) {
      expect(product.price).toBeGreaterThanOrEqual(400);
      expect(product.price).toBeLessThanOrEqual(3000);
    }
  });

  it('rejects an id used twice, naming both places', () => {
    const item = { id: 'same', name: 'A', price: 500, type: 'Previous Papers', description: 'd', includes: ['x'] };
    const material = { ...item, id: 'other', type: 'Course Materials' };
    const category = (name: string) => ({
      name,
      description: 'd',
      sections: [
        { title: 'Previous Papers', items: [item] },
        { title: 'Course Materials', items: [{ ...material, id: `${name.toLowerCase()}-m` }] },
      ],
    });
    withContent({ 'store/a.json': JSON.stringify(category('A')), 'store/b.json': JSON.stringify(category('B')) }, () =>
      expect(() => storeCategories.all()).toThrow(/b\.json → sections\[0\]\.items\[0\]\.id: "same" is already used in .*a\.json/),
    );
  });

  it('gives each category the page its lower-cased name names, titled NAME Store', () => {
    expect(storeCategories.all().map((category) => [category.href, category.title])).toEqual([
      ['/store/cat', 'CAT Store'],
      ['/store/ssc', 'SSC Store'],
      ['/store/law', 'LAW Store'],
    ]);
  });
});
