import Link from '@/components/ui/SiteLink';
import { NavLink } from './NavLink';

type PageLinkItemsProps = {
  pages: { href: string; label: string }[];
  linkClassName?: string;
  /** Header menus say which page is open (aria-current); the footer's list does not need to. */
  markCurrent?: boolean;
};

/** The `<li>` links to site pages inside a menu's list, which may hold more items after them. */
export function PageLinkItems({ pages, linkClassName, markCurrent = false }: PageLinkItemsProps) {
  const Anchor = markCurrent ? NavLink : Link;
  return pages.map((page) => (
    <li key={page.href}>
      <Anchor href={page.href} className={linkClassName}>
        {page.label}
      </Anchor>
    </li>
  ));
}
