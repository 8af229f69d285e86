import { z } from 'zod';
import { urls } from '@/lib/urls';
import { defineCollection, type CollectionItem } from './collection';
import { slug, text } from './common';

export const STORE_ITEM_TYPES = ['Previous Papers', 'Course Materials', 'Tests'] as const;
export type StoreItemType = (typeof STORE_ITEM_TYPES)[number];

const storeItemSchema = z.strictObject({
  /** Unique across the whole store; the product page is /store/product/{id}. */
  id: slug(),
  name: text(),
  /** Whole rupees. */
  price: z.number().int().min(100).max(10_000),
  type: z.enum(STORE_ITEM_TYPES),
  description: text(),
  includes: z.array(text()).min(1),
});

export type StoreItem = z.output<typeof storeItemSchema>;

/**
 * A store category: content/store/{categoryId}.json, the page /store/{categoryId}. The spec's
 * 'View All' link is the category's name lower-cased, so the file name must be exactly that.
 */
export const storeCategories = defineCollection({
  name: 'store',
  dir: 'store',
  schema: z.strictObject({
    /** CAT, SSC or Law. */
    name: text(),
    description: text(),
    sections: z
      .array(z.strictObject({ title: z.enum(['Previous Papers', 'Course Materials']), items: z.array(storeItemSchema).min(1) }))
      .length(2),
  }),
  href: urls.storeCategory,
  order: ['cat', 'ssc', 'law'],
  derive: (category, report) => {
    if (category.id !== category.name.toLowerCase())
      report('name', `must be "${category.id.toUpperCase()}" in some case: the page /store/${category.id} is the name lower-cased`);
    category.sections.forEach((section, s) =>
      section.items.forEach((item, i) => {
        if (section.title !== item.type && item.type !== 'Tests') {
          report(`sections[${s}].items[${i}].type`, `is "${item.type}" but the item sits under "${section.title}"`);
        }
      }),
    );
    // The spec: the category page's title is the upper-cased name plus 'Store'.
    return { title: `${category.name.toUpperCase()} Store` };
  },
  checkAll: (categories, report) => {
    const seen = new Map<string, string>();
    for (const category of categories) {
      category.sections.forEach((section, s) =>
        section.items.forEach((item, i) => {
          const other = seen.get(item.id);
          if (other) report(category.id, `sections[${s}].items[${i}].id`, `"${item.id}" is already used in content/store/${other}.json`);
          else seen.set(item.id, category.id);
        }),
      );
    }
  },
});

export type StoreCategory = CollectionItem<typeof storeCategories>;
export type StoreProduct = StoreItem & { href: string; category: StoreCategory };

/** Every item of every category, each with its product page's address. */
export function storeProducts(): StoreProduct[] {
  return storeCategories
    .all()
    .flatMap((category) =>
      category.sections.flatMap((section) => section.items.map((item) => ({ ...item, href: urls.storeProduct(item.id), category }))),
    );
}
