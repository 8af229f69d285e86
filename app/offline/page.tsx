import { OfflineScreen } from '@/components/offline/OfflineScreen';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';

export const metadata = pageMetadata({
  title: 'You are offline',
  description: 'This page is not saved on this device. Pages you have opened before, the practice tests and the games work offline.',
  path: urls.offline,
  noindex: true,
});

/** What the service worker shows for a page it has not saved while the device is offline. */
export default function OfflinePage() {
  return (
    <OfflineScreen
      title="You are offline"
      crumb="You are offline"
      lead={<p>This page is not saved on this device, and there is no connection to fetch it.</p>}
    />
  );
}
