import { describe, expect, it } from 'vitest';
import { routeMeta } from './route-meta';

describe('routeMeta', () => {
  it('titles the home page with the studio and its headline', () => {
    expect(routeMeta('/', 'Acme Studio')).toEqual({
      title: 'Acme Studio | Future-Ready Web Solutions',
      description: expect.stringContaining('Acme Studio'),
    });
  });

  it('titles other pages with their name first', () => {
    expect(routeMeta('/about', 'Acme').title).toBe('About | Acme');
    expect(routeMeta('/contact', 'Acme').title).toBe('Contact | Acme');
    expect(routeMeta('/pricing-sheet', 'Acme').title).toBe('Pricing | Acme');
    expect(routeMeta('/change-requests', 'Acme').title).toBe('Request Tracking | Acme');
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(routeMeta('/checkout?service=logo', 'Acme').title).toBe('Checkout | Acme');
    expect(routeMeta('/about/', 'Acme').title).toBe('About | Acme');
    expect(routeMeta('/about#values', 'Acme').title).toBe('About | Acme');
  });

  it('names unknown paths as not found, including inherited object keys', () => {
    expect(routeMeta('/nope', 'Acme').title).toBe('Page Not Found | Acme');
    expect(routeMeta('/constructor', 'Acme').title).toBe('Page Not Found | Acme');
  });

  it('puts the studio name into descriptions and leaves no placeholder', () => {
    for (const path of ['/', '/about', '/contact', '/login', '/signup', '/services', '/dashboard']) {
      expect(routeMeta(path, 'Acme').description).not.toContain('{studio}');
      expect(routeMeta(path, 'Acme').description.length).toBeGreaterThan(20);
    }
  });
});
