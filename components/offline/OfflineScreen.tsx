import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page/PageHeader';
import { siteMap } from '@/lib/siteMap';
import { urls } from '@/lib/urls';
import { SavedPages } from './SavedPages';

type OfflineScreenProps = {
  title: string;
  /** The page's own crumb after Home. */
  crumb: string;
  lead: ReactNode;
  /** What to do, above the list of saved pages. */
  children?: ReactNode;
};

/**
 * A page the service worker shows offline in place of one it cannot serve, ending with the pages
 * this device has saved. Such a page is not in the site map (it is never a destination), so its
 * breadcrumb is written here.
 */
export function OfflineScreen({ title, crumb, lead, children }: OfflineScreenProps) {
  const pages = siteMap()
    .filter((node) => node.href !== urls.offline)
    .map((node) => ({ href: node.href, label: node.label }));
  return (
    <>
      <PageHeader title={title} lead={lead} breadcrumb={[{ label: 'Home', href: urls.home }, { label: crumb }]} />
      <div className="container section">
        {children}
        <SavedPages pages={pages} />
      </div>
    </>
  );
}
