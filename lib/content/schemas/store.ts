import { z } from 'zod';
import { slug, text } from './common';

export const STORE_ITEM_TYPES = ['Previous Papers', 'Course Materials', 'Tests'] as const;
export type StoreItemType = (typeof STORE_ITEM_TYPES)[number];

export const storeItemSchema = z.strictObject({
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

/** A store category (spec section 3): content/store/{id}.json. */
export const storeCategorySchema = z.strictObject({
  id: z.number().int().positive(),
  /** CAT, SSC or Law; the category page is /store/{name lower-cased}. */
  name: text(),
  description: text(),
  sections: z
    .array(z.strictObject({ title: z.enum(['Previous Papers', 'Course Materials']), items: z.array(storeItemSchema).min(1) }))
    .length(2),
});

export type StoreCategory = z.output<typeof storeCategorySchema>;
