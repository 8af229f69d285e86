'use client';

import Link from '@/components/ui/SiteLink';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A header link that tells assistive technology which page is open (aria-current). */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <Link href={href} className={className} aria-current={pathname === href ? 'page' : undefined}>
      {children}
    </Link>
  );
}
