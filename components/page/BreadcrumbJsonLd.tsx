import type { Crumb } from '@/lib/siteMap';
import { getSiteConfig } from '@/lib/content/site';
import { breadcrumbList } from '@/lib/structuredData';
import { JsonLd } from './JsonLd';

/** The page's breadcrumb trail as schema.org BreadcrumbList. */
export function BreadcrumbJsonLd({ trail, path }: { trail: Crumb[]; path: string }) {
  return <JsonLd data={breadcrumbList(getSiteConfig(), trail, path)} />;
}
