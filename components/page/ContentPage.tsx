import type { ReactNode } from 'react';
import { BreadcrumbJsonLd } from '@/components/page/BreadcrumbJsonLd';
import { JsonLd } from '@/components/page/JsonLd';
import { breadcrumbFor } from '@/lib/siteMap';
import { CallToAction } from './CallToAction';
import { PageHeader } from './PageHeader';

type ContentPageProps = {
  /** The page's address: its breadcrumb comes from the site map (lib/siteMap.ts). */
  path: string;
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** More in the header band under the lead (the About page's rotating taglines). */
  headerExtra?: ReactNode;
  /** schema.org data besides the breadcrumb (FAQPage, Course …). */
  structuredData?: object[];
  /** The closing 'Enroll Now' band; left out when the page ends with its own actions. */
  cta?: { heading?: string; text?: string };
  /** Classes for the body's container (a page's own layout). */
  bodyClassName?: string;
  children: ReactNode;
};

/** The shape of every reading page: header with breadcrumb, structured data, body and call to action. */
export function ContentPage({
  path,
  title,
  eyebrow,
  lead,
  headerExtra,
  structuredData = [],
  cta,
  bodyClassName,
  children,
}: ContentPageProps) {
  const trail = breadcrumbFor(path);
  return (
    <>
      <BreadcrumbJsonLd trail={trail} path={path} />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      <PageHeader title={title} eyebrow={eyebrow} lead={lead} breadcrumb={trail}>
        {headerExtra}
      </PageHeader>
      <div className={`container section ${bodyClassName ?? ''}`}>
        {children}
        {cta && <CallToAction {...cta} />}
      </div>
    </>
  );
}
