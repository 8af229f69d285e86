import { ContentPage } from '@/components/page/ContentPage';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import { TopicDrill } from './_components/TopicDrill';

export const metadata = pageMetadata({
  title: 'Topic drill',
  description: 'Ten questions of one topic, each followed by its answer and a worked explanation. Free, no sign-up, kept on your device.',
  path: urls.drill,
});

export default function DrillPage() {
  return (
    <ContentPage
      path={urls.drill}
      title="Topic drill"
      eyebrow="Practice"
      lead={<p>Ten questions of one topic, each checked at once and explained. The questions you miss go to your mistake notebook.</p>}
    >
      <TopicDrill />
    </ContentPage>
  );
}
