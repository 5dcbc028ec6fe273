import type { FastifyReply } from 'fastify';
import type { OwnerChanges } from './owner-changes';

interface Slot {
  /** The serialized answer, once computed. */
  value?: string;
  /** The computation in flight: concurrent misses of one key wait for it instead of querying again. */
  pending?: Promise<string>;
  until: number;
}

interface OwnerSlots {
  slots: Map<string, Slot>;
  bytes: number;
}

export interface ReadCacheOptions {
  /** How long an answer may be served from memory (ms); 0 turns the cache off. */
  ttlMs: number;
  /** Memory budget of the cached answers (bytes, counted as string length); the least recently used clients go first. */
  maxBytes: number;
  now?: () => number;
}

/**
 * A client's read-mostly lists (their websites, their payments), kept serialized per client and dropped the
 * moment the database says one of that client's records changed (`OwnerChanges`, fed by triggers, so any
 * writer counts: this process, another server, a job, `npm run user`). Nothing is served while the change
 * feed is down. The TTL bounds what depends on the clock alone (a certificate's days left).
 *
 * A computation that started before a change is never stored: dropping a client replaces their slots, and
 * a result is stored only into the slots it was started from.
 */
export class ReadCache {
  private readonly owners = new Map<string, OwnerSlots>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(
    private readonly options: ReadCacheOptions,
    private readonly changes: OwnerChanges,
  ) {
    this.now = options.now ?? (() => performance.now());
    changes.subscribe((ownerId) => (ownerId === null ? this.clear() : this.forget(ownerId)));
  }

  /** The cached answer of `key` for this client, or `compute()`'s, stored for the next reads. */
  async read(ownerId: string, key: string, compute: () => Promise<string>): Promise<string> {
    if (this.options.ttlMs <= 0 || !this.changes.live) return compute();
    let owner = this.owners.get(ownerId);
    if (owner) {
      // Most recently used last: eviction takes from the front.
      this.owners.delete(ownerId);
      this.owners.set(ownerId, owner);
      const slot = owner.slots.get(key);
      if (slot?.pending) return slot.pending;
      if (slot && slot.until > this.now()) return slot.value!;
    } else {
      owner = { slots: new Map(), bytes: 0 };
      this.owners.set(ownerId, owner);
    }
    const pending = compute();
    const slot: Slot = { pending, until: 0 };
    this.drop(owner, key);
    owner.slots.set(key, slot);
    let value: string;
    try {
      value = await pending;
    } catch (err) {
      if (owner.slots.get(key) === slot) owner.slots.delete(key);
      throw err;
    }
    if (owner.slots.get(key) === slot && this.owners.get(ownerId) === owner) {
      slot.pending = undefined;
      slot.value = value;
      slot.until = this.now() + this.options.ttlMs;
      owner.bytes += value.length;
      this.bytes += value.length;
      this.evict();
    }
    return value;
  }

  forget(ownerId: string): void {
    const owner = this.owners.get(ownerId);
    if (!owner) return;
    this.owners.delete(ownerId);
    this.bytes -= owner.bytes;
  }

  clear(): void {
    this.owners.clear();
    this.bytes = 0;
  }

  /** What the cache holds: clients and bytes (tests, diagnostics). */
  get size(): { owners: number; bytes: number } {
    return { owners: this.owners.size, bytes: this.bytes };
  }

  private drop(owner: OwnerSlots, key: string) {
    const old = owner.slots.get(key);
    if (old?.value === undefined) return;
    owner.bytes -= old.value.length;
    this.bytes -= old.value.length;
    owner.slots.delete(key);
  }

  private evict() {
    for (const [ownerId] of this.owners) {
      if (this.bytes <= this.options.maxBytes) return;
      this.forget(ownerId);
    }
  }
}

/** Answers a client's list from the read cache (computed and serialized on a miss). */
export async function sendCachedList(reply: FastifyReply, cache: ReadCache, ownerId: string, key: string, compute: () => Promise<unknown>) {
  const json = await cache.read(ownerId, key, async () => JSON.stringify(await compute()));
  return reply.type('application/json; charset=utf-8').send(json);
}
