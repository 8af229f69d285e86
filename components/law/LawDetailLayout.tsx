import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';

/** Home / Law / the item. */
export const lawTrail = (title: string) => [{ href: '/', label: 'Home' }, { href: '/courses/LAW', label: 'Law' }, { label: title }];

/** Header band (breadcrumb back to the law page, eyebrow, title) above a law item's view. */
export function LawDetailLayout({ title, eyebrow, children }: { title: string; eyebrow: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} eyebrow={eyebrow} breadcrumb={lawTrail(title)} />
      <div className="container section">{children}</div>
    </>
  );
}
