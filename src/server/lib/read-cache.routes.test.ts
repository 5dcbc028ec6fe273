// The client's website and payment lists answered from the read cache: fewer queries, and never a stale
// answer after a change, whoever makes it (the client, an admin, a job or another process, straight in the
// database).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments, websites } from '../db/schema';
import { billingRepository } from '../features/billing/billing.repository';
import { websitesRepository } from '../features/websites/websites.repository';
import { createUser, createWebsite, paymentsOf, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
const listWebsites = vi.spyOn(websitesRepository, 'listByOwner');
const listPayments = vi.spyOn(billingRepository, 'listByOwner');

const websitesOf = async (user: TestUser) => {
  const res = await t.app.inject({ url: '/api/websites', headers: user.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as { id: string; name: string; status: string }[];
};

beforeAll(async () => {
  // A TTL far longer than the test: whatever it sees fresh came from the change feed.
  t = await createTestApp({ env: { READ_CACHE_MS: '60000', ADMIN_EMAILS: 'cache.admin@example.com' } });
  [alice, bob, admin] = [await createUser(t), await createUser(t), await createUser(t, { email: 'cache.admin@example.com' })];
  await createWebsite(t, alice, { name: 'Alice Shop', hostingPrice: '20.00' });
  await createWebsite(t, bob, { name: 'Bob Blog' });
});
afterAll(async () => {
  listWebsites.mockRestore();
  listPayments.mockRestore();
  await t.close();
});

describe('the read cache of the client lists', () => {
  it("reads a client's list from the database once, and never hands it to another client", async () => {
    const first = await websitesOf(alice);
    // Once the set-up's own notifications have arrived (on PostgreSQL they come on another connection),
    // repeated reads make no query.
    await vi.waitFor(
      async () => {
        listWebsites.mockClear();
        expect(await websitesOf(alice)).toEqual(first);
        expect(await websitesOf(alice)).toEqual(first);
        expect(listWebsites).toHaveBeenCalledTimes(0);
      },
      { timeout: 3000 },
    );
    expect((await websitesOf(bob)).map((w) => w.name)).toEqual(['Bob Blog']);
    expect(listWebsites).toHaveBeenCalledTimes(1);
    expect((await t.app.inject({ url: '/api/websites' })).statusCode).toBe(401);
  });

  it("shows the client's own change at once", async () => {
    await websitesOf(alice);
    await createWebsite(t, alice, { name: 'Alice Docs' });
    expect((await websitesOf(alice)).map((w) => w.name)).toContain('Alice Docs');
    const docs = (await websitesOf(alice)).find((w) => w.name === 'Alice Docs')!;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/websites/${docs.id}`, headers: alice.headers })).statusCode).toBe(200);
    expect((await websitesOf(alice)).map((w) => w.name)).not.toContain('Alice Docs');
  });

  it('shows a change made straight in the database (a job, another server, psql) through the change feed', async () => {
    const [site] = await websitesOf(alice);
    await t.database.db.update(websites).set({ status: 'suspended' }).where(eq(websites.id, site.id));
    await vi.waitFor(async () => expect((await websitesOf(alice)).find((w) => w.id === site.id)!.status).toBe('suspended'), { timeout: 3000 });
    await t.database.db.update(websites).set({ status: 'active' }).where(eq(websites.id, site.id));
    await vi.waitFor(async () => expect((await websitesOf(alice)).find((w) => w.id === site.id)!.status).toBe('active'), { timeout: 3000 });
  });

  it("shows a payment an admin's action issued to the client", async () => {
    const before = await paymentsOf(t, alice);
    await vi.waitFor(
      async () => {
        listPayments.mockClear();
        expect(await paymentsOf(t, alice)).toEqual(before);
        expect(listPayments).toHaveBeenCalledTimes(0);
      },
      { timeout: 3000 },
    );
    const [site] = await websitesOf(alice);
    const cr = await t.app.inject({
      method: 'POST',
      url: '/api/change-requests',
      headers: alice.headers,
      payload: { websiteId: site.id, title: 'Cached bill', type: 'design', description: 'Please change the banner colour.', estimatedCost: '75.00' },
    });
    expect(cr.statusCode).toBe(201);
    await paymentsOf(t, alice);
    for (const status of ['in_progress', 'completed']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/admin/change-requests/${cr.json().id}`, headers: admin.headers, payload: { status } });
      expect(res.statusCode).toBe(200);
    }
    await vi.waitFor(async () => expect((await paymentsOf(t, alice)).map((p) => p.description)).toContain('Change request: Cached bill'), { timeout: 3000 });
    // and a payment settled straight in the database
    const bill = (await paymentsOf(t, alice)).find((p) => p.description === 'Change request: Cached bill')!;
    await t.database.db.update(payments).set({ status: 'paid', paidAt: new Date() }).where(eq(payments.id, bill.id));
    await vi.waitFor(async () => expect((await paymentsOf(t, alice)).find((p) => p.id === bill.id)!.status).toBe('paid'), { timeout: 3000 });
  });

  it('reads the database on every request while the change feed is down', async () => {
    const t2 = await createTestApp({ env: { READ_CACHE_MS: '60000' } });
    try {
      const carol = await createUser(t2);
      await createWebsite(t2, carol, { name: 'Carol Cafe' });
      await t2.app.ctx.changes.stop();
      listWebsites.mockClear();
      for (let i = 0; i < 3; i++) expect((await t2.app.inject({ url: '/api/websites', headers: carol.headers })).json()).toHaveLength(1);
      expect(listWebsites).toHaveBeenCalledTimes(3);
    } finally {
      await t2.close();
    }
  });
});
