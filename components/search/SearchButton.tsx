'use client';

import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { loadModal } from '@/components/ui/loadModal';
import { useLazyComponent } from '@/lib/hooks/useLazyComponent';

// The dialog, the search box and Pagefind arrive only when the visitor opens search.
const SearchPanel = lazy(() => import('./SearchPanel').then((module) => ({ default: module.SearchPanel })));

/** Typing keys belong to the field they are typed in. */
const isTyping = (target: EventTarget | null) =>
  !!(target as HTMLElement | null)?.closest?.('input, textarea, select, [contenteditable=true]');

/**
 * The header's Search button; the "/" key opens it too. The icon comes rendered from the server
 * (the header), so no icon code is in every page's JavaScript.
 */
export function SearchButton({ className, icon }: { className?: string; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [Modal, requestModal] = useLazyComponent(loadModal);
  const show = useCallback(() => {
    setOpen(true);
    requestModal();
  }, [requestModal]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A key something on the page already took (the exam calculator's ÷) is not a shortcut.
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" aria-keyshortcuts="/" onClick={show}>
        {icon} <span className="visually-hidden-narrow">Search</span>
      </button>
      {Modal && (
        <Modal open={open} onClose={() => setOpen(false)} title="Search">
          <Suspense fallback={<p>Loading search…</p>}>
            <SearchPanel focusOnMount />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
