import { describe, expect, it } from 'vitest';
import { activeWebsiteCount, monthlyRevenue } from './dashboard-stats';

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
