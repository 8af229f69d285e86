import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

type CardGridProps = {
  /** Columns on wide screens: 2 (from 768 px) or 3 (2 from 640 px, 3 from 1024 px). One on phones. */
  columns?: 2 | 3;
  /** Space between cards. */
  gap?: 'small' | 'large';
  className?: string;
  /** An ordered list where the order means something (steps). */
  ordered?: boolean;
  /** The cards, each an <li>. */
  children: ReactNode;
};

/** A responsive list of cards; one column on phones. */
export function CardGrid({ columns = 3, gap = 'small', className, ordered = false, children }: CardGridProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={[styles.grid, styles[`columns${columns}`], gap === 'large' ? styles.large : '', className ?? ''].join(' ')}>
      {children}
    </List>
  );
}
