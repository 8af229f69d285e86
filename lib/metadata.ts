import { FEEDS } from './feeds';
import type { Metadata } from 'next';
import { getSiteConfig } from './content/site';

type PageMetadataOptions = {
  /** The page's own title; the site name is added ('Page – Prep Gurus'). Omit for the home page. */
  title?: string;
  description: string;
  /** The page's address on the site, e.g. '/courses/MBA'; made absolute with the configured site URL. */
  path: string;
  type?: 'website' | 'article';
  /** Pages search engines should not list (the 404 page, the shared blog page). */
  noindex?: boolean;
};

/** Search results show about 160 characters of a description; longer ones are cut at a word. */
export function metaDescription(text: string): string {
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

export const OG_IMAGE = { url: '/og-image.jpg', width: 1200, height: 630 } as const;

/**
 * Title, description, canonical address and social cards for one page. Next.js replaces (rather
 * than merges) openGraph and twitter between layout and page, so every page sets all of them here.
 */
export function pageMetadata({ title, description: text, path, type = 'website', noindex = false }: PageMetadataOptions): Metadata {
  const site = getSiteConfig();
  const fullTitle = title ? `${title} – ${site.product}` : `${site.product} – ${site.tagline}`;
  const description = metaDescription(text);
  const image = { ...OG_IMAGE, alt: `${site.product}: ${site.tagline}` };
  return {
    title: { absolute: fullTitle },
    description,
    // Every page names the blog's feeds, so a feed reader finds them from any address.
    alternates: {
      ...(noindex ? {} : { canonical: path }),
      types: { 'application/rss+xml': FEEDS.rss, 'application/feed+json': FEEDS.json },
    },
    robots: noindex ? { index: false, follow: true } : undefined,
    openGraph: { type, url: path, title: fullTitle, description, siteName: site.product, locale: 'en_IN', images: [image] },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
