import type { Clock } from './clock';
import { tooManyRequests } from './errors';

/**
 * Fixed-window counter per key, in process memory. Used where @fastify/rate-limit's
 * per-route key cannot express the rule (e.g. failed logins per account).
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Throws 429 once the key has used up its window. */
  check(key: string): void {
    const entry = this.current(key);
    if (entry && entry.count >= this.max) {
      throw tooManyRequests((entry.resetAt - this.clock.now().getTime()) / 1000);
    }
  }

  hit(key: string): void {
    const now = this.clock.now().getTime();
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.hits.size > 10_000) this.prune(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private current(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt <= this.clock.now().getTime()) {
      this.hits.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(now: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
