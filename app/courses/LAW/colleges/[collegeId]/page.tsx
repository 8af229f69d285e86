import { LawCollegeDetail } from '@/components/law/LawCollegeDetail';
import { lawDetailRoute } from '@/components/law/lawDetailRoute';
import { getLawColleges } from '@/lib/content/law';

const route = lawDetailRoute({
  param: 'collegeId',
  items: getLawColleges,
  title: (college) => college.name,
  eyebrow: 'Law college',
  body: (college) => <LawCollegeDetail college={college} />,
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
