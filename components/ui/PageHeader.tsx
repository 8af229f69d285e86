import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './Breadcrumb';
import styles from './PageHeader.module.css';

type PageHeaderProps = {
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  /** Lead text under the title. */
  lead?: ReactNode;
  breadcrumb?: Crumb[];
  children?: ReactNode;
};

/** The coloured band at the top of content pages: breadcrumb, page title (h1) and lead. */
export function PageHeader({ title, eyebrow, lead, breadcrumb, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        {breadcrumb && <Breadcrumb trail={breadcrumb} tone="inverse" />}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </div>
    </header>
  );
}
