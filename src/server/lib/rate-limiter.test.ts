import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter.take', () => {
  it('allows max requests per key in a window, then answers the seconds left until it ends', () => {
    const clock = fixedClock(new Date(1_000_000));
    const limit = new RateLimiter(3, 60_000, clock);
    expect([1, 2, 3].map(() => limit.take('203.0.113.1'))).toEqual([0, 0, 0]);
    expect(limit.take('203.0.113.1')).toBe(60);
    clock.advance(30_500);
    expect(limit.take('203.0.113.1')).toBe(30);
    // Another key counts on its own.
    expect(limit.take('203.0.113.2')).toBe(0);
    // The window began with the key's first request; a new one starts afresh.
    clock.advance(29_501);
    expect(limit.take('203.0.113.1')).toBe(0);
  });

  it('keeps at most maxKeys counters, dropping the oldest when none has expired', () => {
    const clock = fixedClock(new Date(0));
    const limit = new RateLimiter(1, 60_000, clock, 2);
    expect(limit.take('a')).toBe(0);
    expect(limit.take('a')).toBe(60);
    expect(limit.take('b')).toBe(0);
    expect(limit.take('c')).toBe(0);
    // 'a' was the oldest: its counter went so that memory stays bounded.
    expect(limit.take('a')).toBe(0);
    expect(limit.take('c')).toBe(60);
  });
});
