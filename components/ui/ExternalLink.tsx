import type { ReactNode } from 'react';

type ExternalLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  /** Said after the link text by screen readers, since the link leaves the site in a new tab. */
  newTabHint?: string;
};

/** An outbound link: new tab, no opener, no referrer. */
export function ExternalLink({ href, children, className, newTabHint = '(opens in a new tab)' }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTabHint}</span>
    </a>
  );
}
