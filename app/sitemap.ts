import type { MetadataRoute } from 'next';
import { getSiteConfig } from '@/lib/content/site';
import { allRoutes } from '@/lib/siteMap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = getSiteConfig();
  return allRoutes().map((path) => ({ url: new URL(path, siteUrl).toString() }));
}
