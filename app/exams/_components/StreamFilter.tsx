'use client';

import { useState, type ReactNode } from 'react';
import { ToggleGroup } from '@/components/ui/ToggleGroup';

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
      <ToggleGroup label="Show exams for" options={STREAMS} value={stream} onChange={setStream} className="stream-filter" />
      {children}
    </div>
  );
}
