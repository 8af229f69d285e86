import { LawCollegeDetail } from '@/components/law/LawCollegeDetail';
import { ContentPage } from '@/components/page/ContentPage';
import { lawColleges } from '@/lib/content/law/colleges';
import { collectionRoute } from '@/lib/collectionRoute';

export const dynamicParams = false;

const route = collectionRoute(lawColleges, 'collegeId', (college) => ({ title: college.name, description: college.description }));

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

// Colleges end with their own Go Back / Back to List buttons instead of a call to action.
export default async function LawCollegePage(props: PageProps<'/courses/LAW/colleges/[collegeId]'>) {
  const college = await route.find(props);
  return (
    <ContentPage path={college.href} title={college.name} eyebrow="Law college">
      <LawCollegeDetail college={college} />
    </ContentPage>
  );
}
