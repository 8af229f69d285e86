import { z } from 'zod';
import { urls } from '@/lib/urls';
import { defineCollection, defineDocument, type CollectionItem } from './collection';
import { text } from './common';

/** The MBA guide series: content/mba/{guideId}.md, the page /mba/{guideId}. */
export const mbaGuides = defineCollection({
  name: 'MBA guides',
  dir: 'mba',
  format: 'md',
  schema: z.strictObject({
    title: text(),
    /** One or two sentences for the landing page card and the page's meta description. */
    description: text().max(200, 'keep the description under 200 characters'),
    /** Position in the reading order, 1 for the first page. */
    order: z.number().int().min(1),
    /** The exam the guide describes ("cat"): its page then shows the exam's key-facts box. */
    exam: z.literal('cat').optional(),
  }),
  href: urls.mbaGuide,
  order: (a, b) => a.order - b.order,
  checkAll: (guides, report) => {
    const taken = new Map<number, string>();
    for (const guide of guides) {
      const other = taken.get(guide.order);
      if (other) report(guide.id, 'order', `${guide.order} is also the order of ${other}.md; each page needs its own place`);
      else if (guide.order > guides.length) report(guide.id, 'order', `must be between 1 and ${guides.length}, the number of pages`);
      taken.set(guide.order, guide.id);
    }
  },
});

export type MbaGuide = CollectionItem<typeof mbaGuides>;

/** content/mba/landing.json: the /courses/MBA page around the list of guides. */
export const mbaLanding = defineDocument({
  name: 'MBA landing page',
  file: 'mba/landing.json',
  schema: z.strictObject({
    title: z.literal('Your Ultimate MBA Guide'),
    intro: z.array(text()).min(1),
    offer: z.strictObject({
      heading: text(),
      paragraphs: z.array(text()).min(1),
      highlights: z.array(text()).min(1),
    }),
  }),
});
