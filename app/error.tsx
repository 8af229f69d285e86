'use client';

import { ErrorScreen } from '@/components/ui/ErrorScreen';

/** Shown inside the normal header and footer when a page fails while rendering. */
export default function RenderError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorScreen message={error.message || 'Something went wrong.'} />;
}
