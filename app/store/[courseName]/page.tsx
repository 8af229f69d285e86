import { notFound } from 'next/navigation';
import { StoreFilter } from '@/components/store/StoreFilter';
import { StoreItemCard } from '@/components/store/StoreItemCard';
import { PageHeader } from '@/components/ui/PageHeader';
import { getStoreCategories, storeCategoryRoute } from '@/lib/content/store';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return getStoreCategories().map((category) => ({ courseName: category.slug }));
}

type Params = { params: Promise<{ courseName: string }> };

function findCategory(courseName: string) {
  return getStoreCategories().find((category) => category.slug === courseName) ?? notFound();
}

/** Spec: the title is the upper-cased course name plus 'Store'. */
const storeTitle = (courseName: string) => `${courseName.toUpperCase()} Store`;

export async function generateMetadata({ params }: Params) {
  const category = findCategory((await params).courseName);
  return pageMetadata({ title: storeTitle(category.slug), description: category.description, path: storeCategoryRoute(category.name) });
}

export default async function StoreCategoryPage({ params }: Params) {
  const category = findCategory((await params).courseName);
  const title = storeTitle(category.slug);

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={[{ href: '/', label: 'Home' }, { href: '/store', label: 'Store' }, { label: title }]}
        lead={<p>{category.description}</p>}
      />
      <div className="container section">
        <StoreFilter
          label={`Filter ${title} items`}
          items={category.sections.flatMap((section) =>
            section.items.map((item) => ({
              key: item.id,
              section: section.title,
              content: <StoreItemCard item={item} action="buy" headingLevel={2} />,
            })),
          )}
        />
      </div>
    </>
  );
}
