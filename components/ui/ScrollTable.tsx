import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on phones instead of widening the page. The scroll box
 * takes keyboard focus and is named, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function ScrollTable({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`table-scroll ${className ?? ''}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** A table's header row of column names. */
export function ColumnHeads({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
