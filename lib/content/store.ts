import { ContentError, type ContentIssue } from './errors';
import { loadCollection, loadJson, resolveContent } from './load';
import { displayPath } from './paths';
import { storeCategorySchema, type StoreCategory, type StoreItem } from './schemas/store';

export type StoreCategoryWithSlug = StoreCategory & { slug: string };
export type StoreProduct = StoreItem & { category: StoreCategoryWithSlug };

/** /store/{category name lower-cased}, as the spec's 'View All' links build it. */
export const storeCategoryRoute = (name: string) => `/store/${name.toLowerCase()}`;
export const storeProductRoute = (id: string) => `/store/product/${encodeURIComponent(id)}`;

/** Every category, ordered by id; item ids must be unique across the whole store. */
export function getStoreCategories(): StoreCategoryWithSlug[] {
  const categories = loadCollection('store', '.json', (file) => ({ file, ...loadJson(file, storeCategorySchema) }));
  const seen = new Map<string, string>();
  const issues: ContentIssue[] = [];
  for (const category of categories) {
    const file = displayPath(resolveContent(category.file));
    category.sections.forEach((section, s) =>
      section.items.forEach((item, i) => {
        const other = seen.get(item.id);
        if (other) issues.push({ file, field: `sections[${s}].items[${i}].id`, message: `"${item.id}" is already used in ${other}` });
        else seen.set(item.id, file);
        if (section.title !== item.type && item.type !== 'Tests') {
          issues.push({ file, field: `sections[${s}].items[${i}].type`, message: `is "${item.type}" but the item sits under "${section.title}"` });
        }
      }),
    );
  }
  if (issues.length) throw new ContentError(issues);
  return categories
    .map(({ id, name, description, sections }) => ({ id, name, description, sections, slug: name.toLowerCase() }))
    .sort((a, b) => a.id - b.id);
}

export function getStoreProducts(): StoreProduct[] {
  return getStoreCategories().flatMap((category) =>
    category.sections.flatMap((section) => section.items.map((item) => ({ ...item, category }))),
  );
}
