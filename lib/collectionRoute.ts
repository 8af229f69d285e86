import { notFound } from 'next/navigation';
import { pageMetadata } from './metadata';

type Lookup<T> = { all: () => T[]; get: (id: string) => T | undefined };
type Item = { id: string; href: string };
type Params<P extends string> = { params: Promise<Record<P, string>> };

/**
 * What every detail route over a collection needs: one static page per item, the item for the
 * page being rendered (unknown ids are never exported, so the host answers them with the 404
 * page), and its title and description. Route files stay explicit: they export these and render
 * the item.
 */
export function collectionRoute<T extends Item, P extends string>(
  collection: Lookup<T>,
  param: P,
  describe: (item: T) => { title: string; description: string; type?: 'website' | 'article' },
) {
  const find = async ({ params }: Params<P>): Promise<T> => collection.get((await params)[param]) ?? notFound();
  return {
    find,
    generateStaticParams: () => collection.all().map((item) => ({ [param]: item.id }) as Record<P, string>),
    generateMetadata: async (props: Params<P>) => {
      const item = await find(props);
      return pageMetadata({ ...describe(item), path: item.href });
    },
  };
}
