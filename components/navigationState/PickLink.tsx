'use client';

import Link from '@/components/ui/SiteLink';
import type { MouseEvent, ReactNode } from 'react';
import { rememberForNavigation } from './navigationState';

type PickLinkProps = {
  href: string;
  /** What kind of object the card shows, e.g. 'law-course'. */
  kind: string;
  /** The object's id, carried to the next page in navigation state. */
  id: string;
  className?: string;
  children: ReactNode;
};

/**
 * A real link (new tab, keyboard, crawlers all work) that also names the picked object to the
 * page it opens, in history state.
 */
export function PickLink({ href, kind, id, className, children }: PickLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window starts its own history: nothing to hand over.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    rememberForNavigation({ path: href, kind, id });
  };
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
