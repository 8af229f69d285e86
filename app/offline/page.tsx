import { SavedPages } from '@/components/offline/SavedPages';
import { PageHeader } from '@/components/page/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { siteMap } from '@/lib/siteMap';
import { urls } from '@/lib/urls';

export const metadata = pageMetadata({
  title: 'You are offline',
  description: 'This page is not saved on this device. Pages you have opened before, the practice tests and the games work offline.',
  path: urls.offline,
  noindex: true,
});

/** What the service worker shows for a page it has not saved while the device is offline. */
export default function OfflinePage() {
  const pages = siteMap()
    .filter((node) => node.href !== urls.offline)
    .map((node) => ({ href: node.href, label: node.label }));
  return (
    // Not in the site map (it is never a destination), so its breadcrumb is written here.
    <>
      <PageHeader
        title="You are offline"
        lead={<p>This page is not saved on this device, and there is no connection to fetch it.</p>}
        breadcrumb={[{ label: 'Home', href: urls.home }, { label: 'You are offline' }]}
      />
      <div className="container section">
        <SavedPages pages={pages} />
      </div>
    </>
  );
}
