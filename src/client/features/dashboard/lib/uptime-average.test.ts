import { describe, expect, it } from 'vitest';
import { UPTIME_WITHOUT_DATA, uptimeAverage, uptimeAverageText } from './uptime-average';

describe('uptimeAverage', () => {
  it('is the mean of all rows of all websites, not a mean of per-website means', () => {
    const a = [{ uptime: '100.00' }, { uptime: '100.00' }, { uptime: '97.00' }];
    const b = [{ uptime: '99.00' }];
    expect(uptimeAverage([a, b])).toBe(99);
  });

  it('skips websites without rows and values that are not numbers', () => {
    expect(uptimeAverage([[], [{ uptime: '99.50' }, { uptime: 'n/a' }]])).toBe(99.5);
  });

  it('has no value without any rows', () => {
    expect(uptimeAverage([])).toBeNull();
    expect(uptimeAverage([[], []])).toBeNull();
  });
});

describe('uptimeAverageText', () => {
  it('shows two decimals and %, and 99.80% only without data', () => {
    expect(uptimeAverageText(99.956)).toBe('99.96%');
    expect(uptimeAverageText(100)).toBe('100.00%');
    expect(uptimeAverageText(87.5)).toBe('87.50%');
    expect(uptimeAverageText(null)).toBe('99.80%');
    expect(UPTIME_WITHOUT_DATA).toBe(99.8);
  });
});
