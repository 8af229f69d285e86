'use client';

import { useSyncExternalStore } from 'react';
import { SearchPanel } from './SearchPanel';

const subscribe = () => () => undefined;

/** /search?q=…: the query comes from the address, and typing keeps the address in step (shareable). */
export function SearchPage() {
  const query = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get('q') ?? '',
    () => null,
  );
  // The static HTML has an empty box of the same size; once the address has been read, the panel
  // starts again with its query (the key), so nothing on the page moves.
  return (
    <SearchPanel
      key={query ?? ''}
      initialQuery={query ?? ''}
      onQueryChange={(next) => {
        const url = new URL(window.location.href);
        if (next.trim()) url.searchParams.set('q', next);
        else url.searchParams.delete('q');
        window.history.replaceState(window.history.state, '', url);
      }}
    />
  );
}
