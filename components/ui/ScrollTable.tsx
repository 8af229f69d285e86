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

/**
 * A table's header row of column names. `roles` spells out the table roles, for a table whose
 * layout changes its display on phones (.cards-on-phone in app/globals.css), which can drop them.
 */
export function ColumnHeads({ names, roles = false }: { names: string[]; roles?: boolean }) {
  return (
    <thead role={roles ? 'rowgroup' : undefined}>
      <tr role={roles ? 'row' : undefined}>
        {names.map((name) => (
          <th key={name} scope="col" role={roles ? 'columnheader' : undefined}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
