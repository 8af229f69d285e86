import { LawCollegeDetail } from '@/components/law/LawCollegeDetail';
import { collectionPage } from '@/components/page/collectionPage';
import { lawColleges } from '@/lib/content/law/colleges';

export const dynamicParams = false;

// Colleges end with their own Go Back / Back to List buttons instead of a call to action.
const route = collectionPage(
  lawColleges,
  'collegeId',
  (college) => ({ title: college.name, description: college.description, eyebrow: 'Law college' }),
  (college) => <LawCollegeDetail college={college} />,
);

export const { generateStaticParams, generateMetadata } = route;
export default route.Page;
