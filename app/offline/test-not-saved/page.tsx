import { OfflineScreen } from '@/components/offline/OfflineScreen';
import Link from '@/components/ui/SiteLink';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';

export const metadata = pageMetadata({
  title: 'Test not saved for offline use',
  description:
    'This practice test is not saved on this device with everything it needs. Open it once online, or save every test from Practice tests.',
  path: urls.offlineTestNotSaved,
  noindex: true,
});

/**
 * What the service worker shows, offline, for a practice test whose page is not saved on this
 * device together with every file it runs on (scripts/build/offline-pack.sw.js): a test that
 * cannot start says so and what to do, instead of a grey Start that never wakes. The message is
 * this page's HTML, so it shows even where no script runs; its own files are in the app shell.
 */
export default function TestNotSavedPage() {
  return (
    <OfflineScreen
      title="This test is not saved for offline use yet"
      crumb="Test not saved for offline use"
      lead={<p>This device has no complete copy of the test, and there is no connection to fetch it.</p>}
    >
      <h2>What to do</h2>
      <ol>
        <li>
          Connect to the internet (mobile data or Wi-Fi) and open this test once: it is then saved on this device and opens without a
          connection next time.
        </li>
        <li>
          To save all of an exam&rsquo;s tests at once, open <Link href={urls.practice}>Practice tests</Link> while online and tap
          &ldquo;Save &hellip; tests for offline use&rdquo; under your exam.
        </li>
      </ol>
    </OfflineScreen>
  );
}
