import { pageRoute } from '@/components/page/pageRoute';
import { SearchPage } from '@/components/search/SearchPage';

const route = pageRoute('search');

export const generateMetadata = route.generateMetadata;
export default route.page(SearchPage);
