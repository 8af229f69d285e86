'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

type DisclosureProps = {
  /** Content of the toggle button. */
  label: ReactNode;
  children: ReactNode;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /**
   * Dropdowns and menus close on Escape, on a click or focus outside, and after a link inside is
   * followed. Inline panels (the footer's Contact Us) only close from their button or Escape.
   */
  dismissible?: boolean;
};

/**
 * A button that shows and hides the panel after it (WAI-ARIA disclosure pattern). Used for the
 * SOCIAL dropdown, the mobile menu and the footer's Contact Us list.
 */
export function Disclosure({ label, children, className, buttonClassName, panelClassName, dismissible = true }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(root?.contains(document.activeElement) ?? false);
    };
    const onOutside = (event: Event) => {
      if (dismissible && root && !root.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, dismissible, close]);

  const onPanelClick = (event: React.MouseEvent) => {
    if (dismissible && (event.target as Element).closest('a')) close(false);
  };

  return (
    <div ref={rootRef} className={className}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {/* The click handler only closes the panel after a link in it is followed; links stay keyboard-operable. */}
      <div id={panelId} className={panelClassName} hidden={!open} onClick={onPanelClick}>
        {children}
      </div>
    </div>
  );
}
