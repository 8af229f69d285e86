import { StoreFilter } from './_components/StoreFilter';
import { StoreItemCard } from '@/components/store/StoreItemCard';
import { collectionPage } from '@/components/page/collectionPage';
import { storeCategories } from '@/lib/content/store';

export const dynamicParams = false;

const route = collectionPage(
  storeCategories,
  'courseName',
  (category) => ({ title: category.title, description: category.description, lead: <p>{category.description}</p> }),
  (category) => (
    <StoreFilter
      label={`Filter ${category.title} items`}
      items={category.sections.flatMap((section) =>
        section.items.map((item) => ({
          key: item.id,
          section: section.title,
          content: <StoreItemCard item={item} action="buy" headingLevel={2} />,
        })),
      )}
    />
  ),
);

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
