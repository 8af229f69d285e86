'use client';

import { WayOn } from '@/components/page/WayOn';
import { ErrorScreen } from '@/components/ui/ErrorScreen';

/** Shown inside the normal header and footer when a page fails while rendering. */
export default function RenderError({ error }: { error: Error & { digest?: string } }) {
  return (
    <ErrorScreen message={error.message || 'Something went wrong.'}>
      <WayOn sentence="This page could not be shown. Reload it to try again, or go on from here." />
    </ErrorScreen>
  );
}
