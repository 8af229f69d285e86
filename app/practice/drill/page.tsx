import { pageRoute } from '@/components/page/pageRoute';
import { supportContacts } from '@/lib/content/site';
import { TopicDrill } from './_components/TopicDrill';

const route = pageRoute('drill');

export const generateMetadata = route.generateMetadata;
export default route.page(() => <TopicDrill support={supportContacts()} />);
