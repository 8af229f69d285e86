import type { ReactNode } from 'react';
import { pageTexts, type PageName } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import { ContentPage } from './ContentPage';

/**
 * A page of the site's own (not one of a collection) in the ContentPage shape: its address is
 * `urls[name]` and its heading, lead, metadata and closing band are content/pages.json's entry
 * under `name`. The route file exports `generateMetadata` and, as its page, `page(Body)`: Body
 * is all the page shows below its header.
 */
export function pageRoute(name: PageName) {
  const path = urls[name];
  return {
    generateMetadata() {
      const { title, metaTitle = title, description } = pageTexts.get()[name];
      return pageMetadata({ title: metaTitle, description, path });
    },
    page(Body: () => ReactNode) {
      return function Page() {
        const { title, eyebrow, lead, cta } = pageTexts.get()[name];
        return (
          <ContentPage path={path} title={title} eyebrow={eyebrow} lead={<p>{lead}</p>} cta={cta}>
            <Body />
          </ContentPage>
        );
      };
    },
  };
}
