'use client';

import Link from '@/components/ui/SiteLink';
import type { MouseEvent, ReactNode } from 'react';
import { rememberForNavigation } from '@/lib/navigationState';

type PickLinkProps = {
  href: string;
  /** What kind of object the card shows, e.g. 'law-course'. */
  kind: string;
  /** The object itself, carried to the next page in navigation state. */
  item: unknown;
  className?: string;
  children: ReactNode;
};

/**
 * A real link (new tab, keyboard, crawlers all work) that also passes the picked object to the
 * page it opens, in history state.
 */
export function PickLink({ href, kind, item, className, children }: PickLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window starts its own history: nothing to hand over.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    rememberForNavigation({ path: href, kind, item });
  };
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
