'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { excerptParts, searchSite, type SearchHit } from '@/lib/search/pagefind';
import styles from './Search.module.css';

type Status = 'idle' | 'searching' | 'done' | 'failed';

/**
 * A search box and its results: title, section and an excerpt with the matches highlighted. The
 * arrow keys move from the box through the results; Enter opens one. Used in the header's search
 * dialog and on /search.
 */
type SearchPanelProps = {
  initialQuery?: string;
  onQueryChange?: (query: string) => void;
  /** Puts the cursor in the box as the panel appears (the header's dialog). */
  focusOnMount?: boolean;
};

export function SearchPanel({ initialQuery = '', onQueryChange, focusOnMount = false }: SearchPanelProps) {
  const [query, setQuery] = useState(initialQuery);
  // The results and the query they answer: while a newer query is on its way, the old results are
  // not announced as its answer.
  const [found, setFound] = useState<{ query: string; hits: SearchHit[] }>({ query: '', hits: [] });
  const [status, setStatus] = useState<Status>('idle');
  const inputId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) return;
    let current = true;
    // A short pause after typing, so a fast typist triggers one search, not one per key.
    const timer = window.setTimeout(() => {
      setStatus('searching');
      searchSite(trimmed)
        .then((hits) => {
          if (!current) return;
          setFound({ query: trimmed, hits });
          setStatus('done');
        })
        .catch(() => {
          if (current) setStatus('failed');
        });
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const move = (event: KeyboardEvent, from: number) => {
    const all = links();
    if (event.key === 'ArrowDown' && from < all.length - 1) all[from + 1].focus();
    else if (event.key === 'ArrowUp') (from <= 0 ? inputRef.current : all[from - 1])?.focus();
    else return;
    event.preventDefault();
  };

  const trimmed = query.trim();
  const hits = found.query === trimmed ? found.hits : [];
  const done = status === 'done' && found.query === trimmed;
  const message = !trimmed
    ? 'Type a word or two: an exam, a college, a topic.'
    : status === 'failed'
      ? 'Search could not load. Check your connection and try again.'
      : done && hits.length === 0
        ? `No results for “${trimmed}”. Try another word, or fewer words.`
        : done
          ? `${hits.length} result${hits.length === 1 ? '' : 's'} for “${trimmed}”.`
          : 'Searching…';

  return (
    <div className={styles.panel}>
      <label htmlFor={inputId} className={styles.label}>
        Search the site
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="text-input"
        value={query}
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. NPAT negative marking"
        onChange={(event) => {
          setQuery(event.target.value);
          onQueryChange?.(event.target.value);
          if (!event.target.value.trim()) setFound({ query: '', hits: [] });
        }}
        onKeyDown={(event) => move(event, -1)}
      />
      <p className={styles.status} role="status">
        {message}
      </p>
      {trimmed && hits.length > 0 && (
        <ol ref={listRef} className={styles.results} aria-label="Search results">
          {hits.map((hit, index) => (
            <li key={hit.url}>
              <a href={hit.url} className={styles.result} onKeyDown={(event) => move(event, index)}>
                <span className={styles.section}>{hit.section}</span>
                <span className={styles.title}>
                  {hit.title}
                  {hit.heading && <span className={styles.heading}> › {hit.heading}</span>}
                </span>
                <span className={styles.excerpt}>
                  {excerptParts(hit.excerpt).map((part, partIndex) => (part.marked ? <mark key={partIndex}>{part.text}</mark> : part.text))}
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
