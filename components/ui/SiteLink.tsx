import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link: Next.js navigation without background prefetching. Visitors on slow,
 * metered mobile data should not download pages they may never open; a page's data is a few
 * kilobytes and loads when the link is followed.
 */
export default function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
