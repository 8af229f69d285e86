import type { Crumb } from '@/lib/siteMap';
import Link from '@/components/ui/SiteLink';
import styles from './Breadcrumb.module.css';

/** 'Home / Guide / This page': the last crumb is the current page and is not a link. */
export function Breadcrumb({ trail, tone = 'default' }: { trail: Crumb[]; tone?: 'default' | 'inverse' }) {
  return (
    <nav aria-label="Breadcrumb" className={`${styles.breadcrumb} ${tone === 'inverse' ? styles.inverse : ''}`}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {crumb.href && !last ? (
                <Link href={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
