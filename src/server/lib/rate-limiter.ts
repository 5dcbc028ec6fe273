import type { Clock } from './clock';
import { tooManyRequests } from './errors';

/**
 * Fixed-window counter per key, in process memory. Used where @fastify/rate-limit's
 * per-route key cannot express the rule (e.g. failed logins per account), or costs too much per request
 * (analytics beacons). At most `maxKeys` counters: past that, expired ones go, then the oldest.
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number; refused?: boolean }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts a request of the key: 0 when it is within the limit, else the seconds until its window ends. */
  take(key: string): number {
    const now = this.clock.now().getTime();
    const entry = this.current(key);
    if (entry && entry.count >= this.max) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    this.hit(key);
    return 0;
  }

  /**
   * When the key has used up its window: the seconds until it ends, and whether this is the key's first
   * refusal in the window (to record a lockout once, not at every try); null while within the limit.
   */
  refusal(key: string): { retryAfter: number; first: boolean } | null {
    const entry = this.current(key);
    if (!entry || entry.count < this.max) return null;
    const first = !entry.refused;
    entry.refused = true;
    return { retryAfter: (entry.resetAt - this.clock.now().getTime()) / 1000, first };
  }

  /** Throws 429 once the key has used up its window. */
  check(key: string): void {
    const refused = this.refusal(key);
    if (refused) throw tooManyRequests(refused.retryAfter);
  }

  hit(key: string): void {
    const now = this.clock.now().getTime();
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.hits.size > Math.min(10_000, this.maxKeys)) this.prune(now);
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
    for (const k of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(k);
    }
  }
}
