import type { ReactNode } from 'react';
import Link from '@/components/ui/SiteLink';

/** What a test card says when this device has nothing (readable) saved for the test. */
export const NOT_ATTEMPTED = 'Not attempted on this device yet.';

/** A test card's per-device line and the button to take the test. */
export function ProgressLine({ status, action, title, href }: { status: ReactNode; action: string; title: string; href: string }) {
  return (
    <>
      {/* This device's state, not the page's content: the site search leaves it out. */}
      <p data-testid="test-progress" data-pagefind-ignore>
        {status}
      </p>
      {/* Named with the test, as the list has a button for each; the visible word starts the name.
          Hidden text rather than aria-label, so every reader (and Lighthouse's link-text audit,
          which flags a bare "Start") gets the same name. */}
      <Link href={href} className="button button-accent">
        <span aria-hidden="true">{action}</span>
        <span className="visually-hidden">{`${action}: ${title}`}</span>
      </Link>
    </>
  );
}
