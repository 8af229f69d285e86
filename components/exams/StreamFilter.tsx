'use client';

import { useState, type ReactNode } from 'react';

export const STREAMS = [
  { id: 'all', label: 'All exams' },
  { id: 'mba', label: 'MBA' },
  { id: 'law', label: 'Law' },
  { id: 'ipm', label: 'IPM / BBA' },
] as const;

type StreamId = (typeof STREAMS)[number]['id'];

/**
 * Filter buttons over server-rendered content: everything inside marked with another
 * `data-stream` is hidden by CSS while a stream is chosen. Without JavaScript all exams show.
 */
export function StreamFilter({ className, children }: { className?: string; children: ReactNode }) {
  const [stream, setStream] = useState<StreamId>('all');
  return (
    <div className={className} data-filter={stream}>
      <div role="group" aria-label="Show exams for" className="stream-filter">
        {STREAMS.map((option) => (
          <button
            key={option.id}
            type="button"
            className="toggle-pill"
            aria-pressed={stream === option.id}
            onClick={() => setStream(option.id)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
