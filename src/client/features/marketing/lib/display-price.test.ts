import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPrice as orderDisplayPrice } from '@/features/orders/lib/order-display';
import { displayPrice } from './display-price';

describe('displayPrice (public pages)', () => {
  it('formats like the orders screens: whole dollars without cents, thousands separated', () => {
    expect(displayPrice('2999.00')).toBe('$2,999');
    expect(displayPrice('49.50')).toBe('$49.50');
    expect(displayPrice(1299)).toBe('$1,299');
    expect(displayPrice('not a number')).toBe('$0');
  });

  it('gives the same text as the orders feature for every kind of amount', () => {
    const amounts = ['0', '-0', '0.5', '0.004', '0.005', '1.005', '4.999', '50.00', '850.00', '999.995', '1299', '8999.99', '12345.678', '1234567.5', '-3', '-1234.56', '', 'abc', 'Infinity', 0, 15, 1234.5, 1e21, -0.001];
    for (const amount of amounts) {
      expect(displayPrice(amount)).toBe(orderDisplayPrice(amount));
    }
  });

  it('agrees with it on any amount, as a number or as a decimal string', () => {
    const amount = fc.oneof(
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.integer({ min: 0, max: 99_999_999 }).map((c) => (c / 100).toFixed(2)),
      fc.tuple(fc.nat(1_000_000), fc.nat(99_999)).map(([whole, frac]) => `${whole}.${String(frac).padStart(5, '0')}`),
    );
    fc.assert(fc.property(amount, (a) => displayPrice(a) === orderDisplayPrice(a)), { numRuns: 2000 });
  });
});
