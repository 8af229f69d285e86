import { pageRoute } from '@/components/page/pageRoute';
import { supportContacts } from '@/lib/content/site';
import { MistakeNotebook } from './_components/MistakeNotebook';

const route = pageRoute('mistakes');

export const generateMetadata = route.generateMetadata;
export default route.page(() => <MistakeNotebook support={supportContacts()} />);
