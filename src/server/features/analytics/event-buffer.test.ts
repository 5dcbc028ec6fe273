import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { createUser, createWebsite } from '../../test/factories';
import { collectLogs } from '../../test/log-lines';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AnalyticsService } from './analytics.service';

/**
 * The beacon buffer when the database does not take a batch. The database is the real one, behind a
 * switch that makes its COPY fail the way a cut connection does, and its ping say whether it is reachable.
 */
let t: TestApp;
let site: { id: string; domain: string };
beforeAll(async () => {
  t = await createTestApp();
  site = await createWebsite(t, await createUser(t), { domain: 'buffer.example' });
});
afterAll(() => t.close());

function harness(options: { maxBuffered?: number } = {}) {
  const state = { copyFails: false, reachable: true, copies: 0 };
  const database: Database = {
    ...t.database,
    ping: async (ms) => state.reachable && t.database.ping(ms),
    copyRows: async (...args) => {
      state.copies++;
      if (state.copyFails) throw new Error('Connection terminated unexpectedly');
      return t.database.copyRows(...args);
    },
  };
  const { log, lines: logs } = collectLogs();
  const service = new AnalyticsService({ db: t.database.db, database, clock: systemClock, log, websites: () => t.app.ctx.services.websites, rawDays: 7, ...options });
  let n = 0;
  const send = (count: number) => {
    for (let i = 0; i < count; i++) service.accept({ site: site.domain, url: `https://${site.domain}/p${++n}` }, `198.51.100.${n % 250}`, 'Mozilla/5.0 Firefox/128.0');
  };
  const stored = async () => (await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.websiteId, site.id))).length;
  /** Sends while the database works and waits until they are stored (the first beacons look the site up first). */
  const sendStored = async (count: number) => {
    const before = await stored();
    send(count);
    await vi.waitFor(async () => {
      await service.flush();
      expect(await stored()).toBe(before + count);
    });
    return before + count;
  };
  return { state, service, logs, send, stored, sendStored };
}

describe('the beacon buffer', () => {
  it('keeps the events while the database is unreachable and writes them all once it is back', async () => {
    const h = harness();
    const before = (await h.sendStored(5)) - 5;
    h.state.copyFails = true;
    h.state.reachable = false;
    h.send(2500);
    await h.service.drain();
    await h.service.flush();
    expect(await h.stored()).toBe(before + 5);
    expect(h.logs.some((l) => l.msg === 'database unreachable: analytics events kept for the next flush' && l.buffered === 2500)).toBe(true);
    // A flush asked for while one waits adds nothing: at most a try per flush, not one per beacon.
    expect(h.state.copies).toBeLessThan(10);

    h.state.copyFails = false;
    h.state.reachable = true;
    await h.service.flush();
    expect(await h.stored()).toBe(before + 2505);
  });

  it('drops a batch the database refuses while it answers, and goes on with the next events', async () => {
    const h = harness();
    const afterFirst = await h.sendStored(3);
    h.state.copyFails = true; // reachable: the batch itself is refused
    h.send(4);
    await h.service.drain();
    expect(h.logs.some((l) => l.msg === 'analytics events refused by the database: batch dropped' && l.events === 4)).toBe(true);
    h.state.copyFails = false;
    h.send(2);
    await h.service.drain();
    expect(await h.stored()).toBe(afterFirst + 2);
  });

  it('holds at most maxBuffered events while the database is away, and says how many it dropped', async () => {
    const h = harness({ maxBuffered: 100 });
    const before = (await h.sendStored(1)) - 1;
    h.state.copyFails = true;
    h.state.reachable = false;
    h.send(150);
    await h.service.drain();
    expect(h.logs.find((l) => l.msg === 'analytics buffer full: events dropped')).toMatchObject({ dropped: 50, buffered: 100 });
    h.state.copyFails = false;
    h.state.reachable = true;
    await h.service.flush();
    expect(await h.stored()).toBe(before + 101);
  });
});
