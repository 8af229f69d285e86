import type { ComponentProps, ReactNode } from 'react';
import { collectionRoute } from '@/lib/collectionRoute';
import { ContentPage } from './ContentPage';

type Item = { id: string; href: string };

/** What the page's header and its metadata say about one item. */
export type ItemPage = Omit<ComponentProps<typeof ContentPage>, 'path' | 'children'> & {
  description: string;
  /** The title of the tab and of search results, where it says more than the heading (default: the heading). */
  metaTitle?: string;
  type?: 'website' | 'article';
};

/** The page's metadata (title, description, kind) apart from its header's props. */
function split({ metaTitle, description, type, ...header }: ItemPage) {
  return { metadata: { title: metaTitle ?? header.title, description, type }, header };
}

/**
 * A detail route over a collection whose page is a ContentPage at the item's address. The route
 * file keeps `dynamicParams` (Next reads it from the file itself) and exports the rest of this:
 * the static params, the metadata and the page, whose header and metadata come from `describe`.
 * `describe` runs for the metadata too, so it stays cheap; the body is built for the page alone.
 */
export function collectionPage<T extends Item, P extends string>(
  collection: { all: () => T[]; get: (id: string) => T | undefined },
  param: P,
  describe: (item: T) => ItemPage,
  body: (item: T) => ReactNode,
) {
  const route = collectionRoute(collection, param, (item) => split(describe(item)).metadata);
  async function Page(props: { params: Promise<Record<P, string>> }) {
    const item = await route.find(props);
    return (
      <ContentPage path={item.href} {...split(describe(item)).header}>
        {body(item)}
      </ContentPage>
    );
  }
  return { generateStaticParams: route.generateStaticParams, generateMetadata: route.generateMetadata, Page };
}
