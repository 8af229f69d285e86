import type { MetadataRoute } from 'next';
import { getSiteConfig } from '@/lib/content/site';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getSiteConfig();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/admin/'] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
