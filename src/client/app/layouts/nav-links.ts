import {
  ClipboardList,
  CreditCard,
  Globe,
  House,
  Info,
  LayoutDashboard,
  Mail,
  Puzzle,
  ShieldCheck,
  Tag,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@shared/auth';

export interface NavLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** Header links (SPEC section 2); Pricing is the signed-in page or the public sheet. */
export function siteLinks(signedIn: boolean): NavLink[] {
  return [
    { href: '/', label: 'Home', icon: House },
    { href: '/about', label: 'About', icon: Info },
    { href: '/services', label: 'Services', icon: Wrench },
    { href: signedIn ? '/pricing' : '/pricing-sheet', label: 'Pricing', icon: Tag },
    { href: '/contact', label: 'Contact', icon: Mail },
  ];
}

/** Side menu for a signed-in user; Admin Panel only for role admin. */
export function accountLinks(role: Role): NavLink[] {
  const links: NavLink[] = [
    { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { href: '/websites', label: 'My Websites', icon: Globe },
    { href: '/change-requests', label: 'Request Tracking', icon: ClipboardList },
    { href: '/add-ons', label: 'Add Ons', icon: Puzzle },
    { href: '/billing', label: 'Billing', icon: CreditCard },
  ];
  if (role === 'admin') links.push({ href: '/admin', label: 'Admin Panel', icon: ShieldCheck });
  return links;
}

/** Whether a menu link is the current page or one of its sub-pages (/admin/audit under Admin Panel); '/' only on the home page. */
export function isActivePath(href: string, location: string): boolean {
  const path = location.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return href === path || (href !== '/' && path.startsWith(`${href}/`));
}
