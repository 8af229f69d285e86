import { pageRoute } from '@/components/page/pageRoute';
import { ProgressReport } from './_components/ProgressReport';
import { ProgressSafety } from './_components/ProgressSafety';

const route = pageRoute('progress');

export const generateMetadata = route.generateMetadata;
export default route.page(() => (
  <>
    <ProgressReport />
    <ProgressSafety />
  </>
));
