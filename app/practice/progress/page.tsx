import { ContentPage } from '@/components/page/ContentPage';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import { ProgressReport } from './_components/ProgressReport';
import { ProgressSafety } from './_components/ProgressSafety';

export const metadata = pageMetadata({
  title: 'My progress',
  description:
    'Your accuracy, pace and weakest topics across the free practice tests and drills, and your progress saved to a file to move to another phone.',
  path: urls.progress,
});

export default function ProgressPage() {
  return (
    <ContentPage
      path={urls.progress}
      title="My progress"
      eyebrow="Practice"
      lead={
        <p>
          How your practice is going, from the tests and drills you took on this device: accuracy, pace, the trend and the topics to work
          on.
        </p>
      }
    >
      <ProgressReport />
      <ProgressSafety />
    </ContentPage>
  );
}
