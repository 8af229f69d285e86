import { ContentPage } from '@/components/page/ContentPage';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import { MistakeNotebook } from './_components/MistakeNotebook';

export const metadata = pageMetadata({
  title: 'Mistake notebook',
  description:
    'Every question you got wrong, skipped or marked in the free practice tests and drills, to retry until it sticks. Kept on your device.',
  path: urls.mistakes,
});

export default function MistakesPage() {
  return (
    <ContentPage
      path={urls.mistakes}
      title="Mistake notebook"
      eyebrow="Practice"
      lead={
        <p>
          Every question you got wrong, left unanswered or marked for review, from every test and drill. Retry one and it comes back after
          1, 3, 7, 14 and 30 days while you keep getting it right; a wrong retry brings it back tomorrow. Kept on this device only: no
          sign-up.
        </p>
      }
    >
      <MistakeNotebook />
    </ContentPage>
  );
}
