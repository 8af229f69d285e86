'use client';

import { useEffect } from 'react';

/**
 * Marks the document `data-hydrated` once React has taken over the server-rendered page. It sits
 * last in the layout, so its effect runs after the page's own: from then on every button has its
 * handler. End-to-end tests wait for it instead of guessing with timeouts.
 */
export function HydratedFlag() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
