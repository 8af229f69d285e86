'use client';

import { useState, type ReactNode } from 'react';
import { CardGrid } from '@/components/ui/CardGrid';
import { ToggleGroup } from '@/components/ui/ToggleGroup';
import styles from './StoreFilter.module.css';

export const STORE_FILTERS = ['All', 'Previous Papers', 'Course Materials'] as const;
type Filter = (typeof STORE_FILTERS)[number];

type FilterableItem = { key: string; section: Exclude<Filter, 'All'>; content: ReactNode };

/** Filter buttons (All, Previous Papers, Course Materials) over a category's items. */
export function StoreFilter({ items, label }: { items: FilterableItem[]; label: string }) {
  const [filter, setFilter] = useState<Filter>('All');
  const shown = filter === 'All' ? items : items.filter((item) => item.section === filter);

  return (
    <>
      <ToggleGroup
        label={label}
        options={STORE_FILTERS.map((option) => ({ id: option, label: option }))}
        value={filter}
        onChange={setFilter}
        className={styles.filters}
      />
      <p className="visually-hidden" role="status">
        {shown.length} items shown
      </p>
      <CardGrid className={styles.grid}>
        {shown.map((item) => (
          <li key={item.key}>{item.content}</li>
        ))}
      </CardGrid>
    </>
  );
}
