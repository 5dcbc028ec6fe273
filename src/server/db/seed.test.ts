import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteStorageFor } from '../context';
import { fixedClock } from '../lib/clock';
import { createTestApp, type TestApp } from '../test/test-app';
import { payments } from './schema';
import { seedDemo } from './seed';

const now = new Date('2026-11-22T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(now) });
  await seedDemo(t.database.db, siteStorageFor(t.config), now);
});
afterAll(() => t.close());

it('seeds recurring payments with their periods, so renewals continue from them without billing a period twice', async () => {
  const before = await t.database.db.select().from(payments);
  await t.app.ctx.services.billingJobs.issueRenewals();
  const after = await t.database.db.select().from(payments);
  const added = after.filter((p) => !before.some((b) => b.id === p.id));
  // Every seeded period is current and the café is suspended by the studio: nothing is due for renewal yet
  // (without their periods the job would bill every priced website's first month and year again).
  expect(added.map((p) => p.description)).toEqual([]);
  const key = (p: (typeof after)[number]) => `${p.websiteId}|${p.type}|${p.periodStart}`;
  expect(new Set(after.filter((p) => p.periodStart).map(key)).size).toBe(after.filter((p) => p.periodStart).length);
  expect(fs.existsSync(path.join(t.dataDir, 'sites'))).toBe(true);
});
