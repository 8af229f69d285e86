import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/siteMap';
import { Breadcrumb } from './Breadcrumb';
import styles from './PageHeader.module.css';

type PageHeaderProps = {
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  /** Lead text under the title. */
  lead?: ReactNode;
  breadcrumb?: Crumb[];
  /** The home page's larger band. */
  size?: 'default' | 'large';
  children?: ReactNode;
};

/** The coloured band at the top of content pages: breadcrumb, page title (h1) and lead. */
export function PageHeader({ title, eyebrow, lead, breadcrumb, size = 'default', children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner} ${size === 'large' ? styles.large : ''}`}>
        {breadcrumb && <Breadcrumb trail={breadcrumb} tone="inverse" />}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </div>
    </header>
  );
}
