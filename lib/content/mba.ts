import { ContentError } from './errors';
import { loadAll, loadJson, loadMarkdown, resolveContent } from './load';
import { displayPath } from './paths';
import {
  MBA_GUIDE_SLUGS,
  mbaGuideFrontMatterSchema,
  mbaLandingSchema,
  type MbaGuideFrontMatter,
  type MbaGuideSlug,
  type MbaLanding,
} from './schemas/mba';

export type MbaGuide = MbaGuideFrontMatter & { slug: MbaGuideSlug; body: string; href: string };

export const mbaGuideRoute = (slug: string) => `/mba/${slug}`;

function loadGuide(slug: MbaGuideSlug, index: number): MbaGuide {
  const file = `mba/${slug}.md`;
  const { data, body } = loadMarkdown(file, mbaGuideFrontMatterSchema);
  if (data.order !== index + 1) {
    throw new ContentError([
      { file: displayPath(resolveContent(file)), field: 'order', message: `must be ${index + 1}: this page is number ${index + 1} of the series` },
    ]);
  }
  return { ...data, slug, body, href: mbaGuideRoute(slug) };
}

/** The ten guide pages in reading order. */
export function getMbaGuides(): MbaGuide[] {
  return loadAll(
    MBA_GUIDE_SLUGS.map((slug, index) => [slug, index] as const),
    ([slug, index]) => loadGuide(slug, index),
  );
}

export function getMbaLanding(): MbaLanding {
  return loadJson('mba/landing.json', mbaLandingSchema);
}
