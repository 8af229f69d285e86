import { SearchPage } from '@/components/search/SearchPage';
import { ContentPage } from '@/components/page/ContentPage';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';

export const metadata = pageMetadata({
  title: 'Search',
  description: 'Search every exam guide, law page, MBA guide, practice test, blog post and store item of the site.',
  path: urls.search,
});

export default function SearchRoute() {
  return (
    <ContentPage
      path={urls.search}
      title="Search"
      lead={<p>Exam facts, colleges, guides, practice tests and blog posts, all in one place.</p>}
    >
      <SearchPage />
    </ContentPage>
  );
}
