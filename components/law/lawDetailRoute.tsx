import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { JsonLd } from '@/components/seo/JsonLd';
import { CallToAction } from '@/components/ui/CallToAction';
import { pageMetadata } from '@/lib/metadata';
import { LawDetailLayout, lawTrail } from './LawDetailLayout';

type LawItem = { id: string; path: string; description: string };
type Params<K extends string> = { params: Promise<Record<K, string>> };

type LawDetailRouteOptions<T extends LawItem, K extends string> = {
  /** Name of the route's dynamic segment, e.g. 'courseId'. */
  param: K;
  items: () => T[];
  title: (item: T) => string;
  eyebrow: string;
  body: (item: T) => ReactNode;
  /** The closing call to action; none for colleges, which end with their own buttons. */
  cta?: { heading?: string; text?: string };
  /** schema.org data for the item (Course, FAQPage …). */
  structuredData?: (item: T) => object;
};

/**
 * Everything a law detail route exports: one static page per content file, its metadata and the
 * page itself (breadcrumb header + the item's view). Unknown ids are not exported, so the host
 * answers them with the 404 page and its law message.
 */
export function lawDetailRoute<T extends LawItem, K extends string>(options: LawDetailRouteOptions<T, K>) {
  const find = (id: string) => options.items().find((item) => item.id === id) ?? notFound();

  return {
    generateStaticParams: () => options.items().map((item) => ({ [options.param]: item.id }) as Record<K, string>),

    generateMetadata: async ({ params }: Params<K>): Promise<Metadata> => {
      const item = find((await params)[options.param]);
      return pageMetadata({ title: options.title(item), description: item.description, path: item.path });
    },

    Page: async function LawDetailPage({ params }: Params<K>) {
      const item = find((await params)[options.param]);
      const title = options.title(item);
      return (
        <LawDetailLayout title={title} eyebrow={options.eyebrow}>
          <BreadcrumbJsonLd trail={lawTrail(title)} path={item.path} />
          {options.structuredData && <JsonLd data={options.structuredData(item)} />}
          {options.body(item)}
          {options.cta && <CallToAction {...options.cta} />}
        </LawDetailLayout>
      );
    },
  };
}
