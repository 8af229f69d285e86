'use client';

import { useEffect, useState } from 'react';
import Link from '@/components/ui/SiteLink';
import { PERSISTENCE_MESSAGES, requestPersistence, type Persistence } from '@/lib/practice/store/persist';
import { urls } from '@/lib/urls';

/**
 * Shown with a result, once an attempt is saved: asks the browser to keep the site's storage (so
 * a phone short of space does not clear the student's history) and says what it answered.
 */
export function KeepProgressNote({ className }: { className?: string }) {
  const [outcome, setOutcome] = useState<Persistence | null>(null);
  useEffect(() => {
    let live = true;
    requestPersistence().then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
  }, []);
  return (
    <p role="status" className={className}>
      {outcome && (
        <>
          {PERSISTENCE_MESSAGES[outcome]}{' '}
          {outcome !== 'persisted' && <Link href={`${urls.progress}#safety-heading`}>Keep your progress safe</Link>}
        </>
      )}
    </p>
  );
}
