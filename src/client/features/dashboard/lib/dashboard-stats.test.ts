import { describe, expect, it } from 'vitest';
import { activeWebsiteCount } from './dashboard-stats';

describe('activeWebsiteCount', () => {
  it('counts only websites with status active', () => {
    expect(activeWebsiteCount([])).toBe(0);
    expect(activeWebsiteCount([{ status: 'active' }, { status: 'maintenance' }, { status: 'active' }, { status: 'suspended' }, { status: 'inactive' }])).toBe(2);
  });
});
