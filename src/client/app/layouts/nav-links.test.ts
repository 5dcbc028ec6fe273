import { describe, expect, it } from 'vitest';
import { accountLinks, isActivePath, siteLinks } from './nav-links';

const pairs = (links: { label: string; href: string }[]) => links.map((l) => [l.label, l.href]);

describe('navigation links', () => {
  it('points Pricing at the signed-in page or the public sheet', () => {
    expect(pairs(siteLinks(false))).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Pricing', '/pricing-sheet'],
      ['Contact', '/contact'],
    ]);
    expect(siteLinks(true).find((l) => l.label === 'Pricing')?.href).toBe('/pricing');
  });

  it('shows Admin Panel to admins only', () => {
    expect(pairs(accountLinks('client'))).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Websites', '/websites'],
      ['Request Tracking', '/change-requests'],
      ['Add Ons', '/add-ons'],
      ['Billing', '/billing'],
    ]);
    expect(pairs(accountLinks('admin')).at(-1)).toEqual(['Admin Panel', '/admin']);
  });

  it('marks the current page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/about')).toBe(false);
    expect(isActivePath('/billing', '/billing/')).toBe(true);
    expect(isActivePath('/checkout', '/checkout?service=logo')).toBe(true);
  });

  it('keeps a section\'s link marked on its sub-pages, never on a look-alike path', () => {
    expect(isActivePath('/admin', '/admin/audit')).toBe(true);
    expect(isActivePath('/pricing', '/pricing-sheet')).toBe(false);
    expect(isActivePath('/', '/admin/audit')).toBe(false);
  });
});
