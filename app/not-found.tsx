import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/ui/ErrorScreen';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

/** Exported as out/404.html, which static hosts send with status 404 for any unknown address. */
export default function NotFound() {
  return <ErrorScreen message="404 Not Found" />;
}
