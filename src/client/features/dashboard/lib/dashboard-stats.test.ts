import { describe, expect, it } from 'vitest';
import { activeOrders, activeWebsiteCount, monthlyRevenue, pendingRequestCount } from './dashboard-stats';

describe('activeWebsiteCount', () => {
  it('counts only websites with status active', () => {
    expect(activeWebsiteCount([])).toBe(0);
    expect(activeWebsiteCount([{ status: 'active' }, { status: 'maintenance' }, { status: 'active' }, { status: 'suspended' }, { status: 'inactive' }])).toBe(2);
  });
});

describe('monthlyRevenue', () => {
  it('sums paid hosting payments with two decimals', () => {
    expect(
      monthlyRevenue([
        { status: 'paid', type: 'hosting', amount: '25.00' },
        { status: 'paid', type: 'domain', amount: '15.00' },
        { status: 'pending', type: 'hosting', amount: '25.00' },
      ]),
    ).toBe('25.00');
  });
});

describe('pendingRequestCount and activeOrders', () => {
  it('counts only change requests with status pending', () => {
    expect(pendingRequestCount([])).toBe(0);
    expect(pendingRequestCount([{ status: 'pending' }, { status: 'in_progress' }, { status: 'pending' }, { status: 'completed' }])).toBe(2);
  });

  it('keeps the first 3 orders', () => {
    expect(activeOrders([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(activeOrders([1])).toEqual([1]);
  });
});
