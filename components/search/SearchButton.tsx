'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { FaSearch } from 'react-icons/fa';
import { Modal } from '@/components/ui/Modal';

// The search box and Pagefind arrive only when the visitor opens search.
const SearchPanel = lazy(() => import('./SearchPanel').then((module) => ({ default: module.SearchPanel })));

/** Typing keys belong to the field they are typed in. */
const isTyping = (target: EventTarget | null) =>
  !!(target as HTMLElement | null)?.closest?.('input, textarea, select, [contenteditable=true]');

/** The header's Search button; the "/" key opens it too. */
export function SearchButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" aria-keyshortcuts="/" onClick={() => setOpen(true)}>
        <FaSearch aria-hidden="true" /> <span className="visually-hidden-narrow">Search</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Search">
        <Suspense fallback={<p>Loading search…</p>}>
          <SearchPanel focusOnMount />
        </Suspense>
      </Modal>
    </>
  );
}
