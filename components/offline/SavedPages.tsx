'use client';

import { useEffect, useState } from 'react';

type Page = { href: string; label: string };

/** Pages that this device's caches hold, named from the site map; read from the Cache Storage API. */
async function savedPages(known: Page[]): Promise<Page[]> {
  if (typeof caches === 'undefined') return [];
  const labels = new Map(known.map((page) => [page.href, page.label]));
  const found = new Set<string>();
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
      if (labels.has(path)) found.add(path);
    }
  }
  return known.filter((page) => found.has(page.href));
}

/** "You are offline; these pages are saved on this device: …" with a link to each. */
export function SavedPages({ pages }: { pages: Page[] }) {
  const [saved, setSaved] = useState<Page[] | null>(null);
  useEffect(() => {
    let current = true;
    savedPages(pages)
      .then((found) => current && setSaved(found))
      .catch(() => current && setSaved([]));
    return () => {
      current = false;
    };
  }, [pages]);

  if (saved === null) return <p>Looking for the pages saved on this device…</p>;
  if (saved.length === 0)
    return <p>No pages are saved on this device yet. Once you are back online, the pages you open are kept for next time.</p>;
  return (
    <>
      <p>You are offline; these pages are saved on this device:</p>
      <ul className="stack-list">
        {saved.map((page) => (
          <li key={page.href}>
            <a href={page.href}>{page.label}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
