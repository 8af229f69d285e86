import { StoreFilter } from './_components/StoreFilter';
import { StoreItemCard } from '@/components/store/StoreItemCard';
import { ContentPage } from '@/components/page/ContentPage';
import { storeCategories } from '@/lib/content/store';
import { collectionRoute } from '@/lib/collectionRoute';

export const dynamicParams = false;

const route = collectionRoute(storeCategories, 'courseName', (category) => ({ title: category.title, description: category.description }));

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function StoreCategoryPage(props: PageProps<'/store/[courseName]'>) {
  const category = await route.find(props);
  return (
    <ContentPage path={category.href} title={category.title} lead={<p>{category.description}</p>}>
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
    </ContentPage>
  );
}
