import { LawNotFound } from '@/components/law/LawNotFound';
import { LAW_NOT_FOUND_SCRIPT } from '@/components/law/lawPaths';
import { WayOn } from '@/components/page/WayOn';
import { ErrorScreen } from '@/components/ui/ErrorScreen';
import { pageMetadata } from '@/lib/metadata';
import styles from './not-found.module.css';

export const metadata = pageMetadata({
  title: 'Page not found',
  description: 'The page you asked for does not exist on this site.',
  path: '/404',
  noindex: true,
});

/**
 * Exported as out/404.html, which static hosts send with status 404 for any unknown address.
 * Law detail addresses get their own message instead of the generic screen.
 */
export default function NotFound() {
  return (
    <>
      {/* Runs before the page paints, so the right message shows from the first frame. */}
      <script dangerouslySetInnerHTML={{ __html: LAW_NOT_FOUND_SCRIPT }} />
      <div className={styles.generic}>
        <ErrorScreen message="404 Not Found">
          <WayOn sentence="There is no page at this address: it may be mistyped, or the page has moved. Search for it, or start from one of these." />
        </ErrorScreen>
      </div>
      <LawNotFound />
    </>
  );
}
