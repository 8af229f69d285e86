'use client';

import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { ToggleGroup } from '@/components/ui/ToggleGroup';
import { MAX_COMPARED, parseCompared, toggleCompared, withCompared } from '@/lib/compareSelection';
import styles from '../page.module.css';

export const STREAMS = [
  { id: 'all', label: 'All exams' },
  { id: 'mba', label: 'MBA' },
  { id: 'law', label: 'Law' },
  { id: 'ipm', label: 'IPM / BBA' },
] as const;

type StreamId = (typeof STREAMS)[number]['id'];

type ComparisonFilterProps = {
  exams: { id: string; name: string }[];
  className?: string;
  children: ReactNode;
};

/**
 * Over the server-rendered comparison: a stream filter, and a pick of two or three exams to see
 * side by side. Both only set attributes on the wrapper (data-filter, data-compare); CSS hides the
 * other columns, so the table is the same HTML with or without JavaScript (then all ten show). The
 * pick is kept in the address (?exams=cat,clat), so a comparison can be shared.
 */
export function ComparisonFilter({ exams, className, children }: ComparisonFilterProps) {
  const ids = exams.map((exam) => exam.id);
  const [stream, setStream] = useState<StreamId>('all');
  const [chosen, setChosen] = useState<string[]>([]);

  // The address is read once the page runs; the static HTML shows every exam.
  useEffect(() => {
    const fromAddress = parseCompared(window.location.search, ids);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fromAddress.length) setChosen(fromAddress);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (next: string[]) => {
    setChosen(next);
    window.history.replaceState(window.history.state, '', withCompared(window.location.href, next));
  };

  const comparing = chosen.length >= 2;
  const full = chosen.length >= MAX_COMPARED;
  return (
    <div
      className={className}
      data-filter={comparing ? 'all' : stream}
      data-compare={comparing ? chosen.join(' ') : undefined}
      style={comparing ? ({ '--compare-count': chosen.length } as CSSProperties) : undefined}
    >
      <div className={styles.controls}>
        <ToggleGroup label="Show exams for" options={STREAMS} value={stream} onChange={setStream} className="stream-filter" />
        <fieldset className={styles.picker}>
          <legend className={styles.pickerLegend}>Compare two or three exams</legend>
          <div className="toggle-group">
            {exams.map((exam) => {
              const picked = chosen.includes(exam.id);
              return (
                <button
                  key={exam.id}
                  type="button"
                  className="toggle-pill"
                  aria-pressed={picked}
                  disabled={full && !picked}
                  onClick={() => choose(toggleCompared(chosen, exam.id, ids))}
                >
                  {exam.name}
                </button>
              );
            })}
          </div>
          <p className={styles.pickerStatus} role="status">
            {chosen.length === 0
              ? 'Pick two or three to see just those, side by side.'
              : chosen.length === 1
                ? 'Pick one or two more.'
                : `Comparing ${chosen.map((id) => exams.find((exam) => exam.id === id)?.name).join(', ')}.`}{' '}
            {chosen.length > 0 && (
              <button type="button" className={styles.clear} onClick={() => choose([])}>
                Show all exams
              </button>
            )}
          </p>
        </fieldset>
      </div>
      {children}
    </div>
  );
}
