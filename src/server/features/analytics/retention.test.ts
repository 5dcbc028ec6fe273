import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { analyticsEvents, uptimeChecks } from '../../db/schema';
import { runAllJobs } from '../../jobs/scheduler';
import { fixedClock } from '../../lib/clock';
import { createUser, createWebsite, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { analyticsRepository } from './analytics.repository';

const clock = fixedClock(new Date('2026-11-01T10:00:00Z'));
let t: TestApp;
let alice: TestUser;
let site: { id: string; domain: string };
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ANALYTICS_RAW_DAYS: '3' } });
  alice = await createUser(t);
  site = await createWebsite(t, alice, { domain: 'retention.example' });
});
afterAll(() => t.close());

const analytics = () => t.app.ctx.services.analytics;
/** A page view and an uptime check on the clock's day, rolled up. */
async function dayOfActivity(day: string) {
  clock.set(new Date(`${day}T10:00:00Z`));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/collect',
    headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    payload: JSON.stringify({ site: site.domain, url: `https://${site.domain}/` }),
  });
  expect(res.statusCode).toBe(202);
  await analyticsRepository.insertCheck(t.database.db, { websiteId: site.id, day, at: clock.now(), ok: true, responseMs: 120 });
  await analytics().drain();
  await analytics().rollup();
}
const rawDays = async () => ({
  events: [...new Set((await t.database.db.select().from(analyticsEvents)).map((e) => e.day))].sort(),
  checks: [...new Set((await t.database.db.select().from(uptimeChecks)).map((c) => c.day))].sort(),
});

describe('raw analytics retention (ANALYTICS_RAW_DAYS)', () => {
  it('deletes raw events and uptime checks older than the window; the daily rows keep their figures', async () => {
    for (const day of ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']) await dayOfActivity(day);
    expect(await rawDays()).toEqual({
      events: ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'],
      checks: ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'],
    });

    // The scheduled jobs: three days kept, today included.
    const results = await runAllJobs(t.app.ctx);
    expect(results.find((r) => r.name === 'analytics.prune')).toMatchObject({ status: 'done', count: 4 });
    expect(await rawDays()).toEqual({ events: ['2026-11-03', '2026-11-04', '2026-11-05'], checks: ['2026-11-03', '2026-11-04', '2026-11-05'] });

    const rows = (await t.app.inject({ url: `/api/websites/${site.id}/analytics/5`, headers: alice.headers })).json() as Array<{ date: string; pageViews: number; responseTime: number }>;
    expect(rows.map((r) => [r.date, r.pageViews, r.responseTime])).toEqual([
      ['2026-11-01', 1, 120],
      ['2026-11-02', 1, 120],
      ['2026-11-03', 1, 120],
      ['2026-11-04', 1, 120],
      ['2026-11-05', 1, 120],
    ]);
    // Rolling up again (yesterday and today) changes nothing for the kept days.
    await analytics().rollup();
    expect((await t.app.inject({ url: `/api/websites/${site.id}/analytics/2`, headers: alice.headers })).json()).toMatchObject([{ pageViews: 1 }, { pageViews: 1 }]);
  });

  it('prunes once a day per process, and again when the day changes', async () => {
    expect(await analytics().pruneRaw()).toBe(0);
    clock.set(new Date('2026-11-06T10:00:00Z'));
    expect(await analytics().pruneRaw()).toBe(2);
    expect((await rawDays()).events).toEqual(['2026-11-04', '2026-11-05']);
  });

  it('refuses a window shorter than the rollup reads', () => {
    expect(() => testConfig({ ANALYTICS_RAW_DAYS: '1' })).toThrow(/ANALYTICS_RAW_DAYS: must be at least 2/);
  });
});
