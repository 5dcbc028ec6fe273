import { describe, expect, it } from 'vitest';
import { OwnerChanges } from './owner-changes';
import { ReadCache } from './read-cache';

function setup(options: { ttlMs?: number; maxBytes?: number } = {}) {
  const changes = new OwnerChanges();
  changes.live = true;
  let now = 0;
  const cache = new ReadCache({ ttlMs: options.ttlMs ?? 1000, maxBytes: options.maxBytes ?? 1_000_000, now: () => now }, changes);
  let computed = 0;
  const compute = (value: string) => async () => {
    computed++;
    return value;
  };
  return { changes, cache, compute, computed: () => computed, advance: (ms: number) => (now += ms) };
}

const deferred = () => {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ReadCache', () => {
  it('answers from memory until the TTL, per client and key', async () => {
    const s = setup();
    expect(await s.cache.read('a', 'websites', s.compute('A1'))).toBe('A1');
    expect(await s.cache.read('a', 'websites', s.compute('A2'))).toBe('A1');
    expect(await s.cache.read('a', 'payments', s.compute('P'))).toBe('P');
    expect(await s.cache.read('b', 'websites', s.compute('B'))).toBe('B');
    expect(s.computed()).toBe(3);
    s.advance(1001);
    expect(await s.cache.read('a', 'websites', s.compute('A3'))).toBe('A3');
  });

  it("drops a client's answers when their records change, and only theirs", async () => {
    const s = setup();
    await s.cache.read('a', 'websites', s.compute('A1'));
    await s.cache.read('b', 'websites', s.compute('B1'));
    s.changes.changed('a');
    expect(await s.cache.read('a', 'websites', s.compute('A2'))).toBe('A2');
    expect(await s.cache.read('b', 'websites', s.compute('B2'))).toBe('B1');
    s.changes.changed(null);
    expect(await s.cache.read('b', 'websites', s.compute('B3'))).toBe('B3');
  });

  it('never keeps an answer computed across a change', async () => {
    const s = setup();
    const slow = deferred();
    const first = s.cache.read('a', 'websites', () => slow.promise);
    s.changes.changed('a');
    slow.resolve('before the change');
    expect(await first).toBe('before the change');
    expect(await s.cache.read('a', 'websites', s.compute('after'))).toBe('after');
  });

  it('lets concurrent misses share one computation', async () => {
    const s = setup();
    const slow = deferred();
    let calls = 0;
    const reads = [1, 2, 3].map(() => s.cache.read('a', 'websites', () => (calls++, slow.promise)));
    slow.resolve('one');
    expect(await Promise.all(reads)).toEqual(['one', 'one', 'one']);
    expect(calls).toBe(1);
  });

  it('keeps no failure', async () => {
    const s = setup();
    await expect(s.cache.read('a', 'websites', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await s.cache.read('a', 'websites', s.compute('ok'))).toBe('ok');
  });

  it('serves nothing from memory while the change feed is down, or with a TTL of 0', async () => {
    const s = setup();
    await s.cache.read('a', 'websites', s.compute('A1'));
    s.changes.live = false;
    expect(await s.cache.read('a', 'websites', s.compute('A2'))).toBe('A2');
    expect(await s.cache.read('a', 'websites', s.compute('A3'))).toBe('A3');
    const off = setup({ ttlMs: 0 });
    await off.cache.read('a', 'websites', off.compute('1'));
    expect(await off.cache.read('a', 'websites', off.compute('2'))).toBe('2');
  });

  it('stays within its memory budget, dropping the least recently used client first', async () => {
    const s = setup({ maxBytes: 25 });
    await s.cache.read('a', 'k', s.compute('a'.repeat(10)));
    await s.cache.read('b', 'k', s.compute('b'.repeat(10)));
    await s.cache.read('a', 'k', s.compute('unused'));
    await s.cache.read('c', 'k', s.compute('c'.repeat(10)));
    expect(s.cache.size).toEqual({ owners: 2, bytes: 20 });
    expect(await s.cache.read('a', 'k', s.compute('again'))).toBe('a'.repeat(10));
    expect(await s.cache.read('b', 'k', s.compute('b2'))).toBe('b2');
  });
});
