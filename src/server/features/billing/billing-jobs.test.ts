import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLocks, paymentMethods, paymentReminders, payments, websites } from '../../db/schema';
import { runJobs } from '../../jobs/runner';
import { runAllJobs } from '../../jobs/scheduler';
import { fixedClock } from '../../lib/clock';
import { CARD_DECLINED, CARD_OK, createUser, createWebsite, payByCard, paymentsOf, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { billingRepository } from './billing.repository';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-01-10T08:00:00Z');
const clock = fixedClock(start);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const jobs = () => t.app.ctx.services.billingJobs;
const notificationsOf = async (u: TestUser) => (await t.app.inject({ url: '/api/notifications', headers: u.headers })).json() as { type: string; title: string; message: string }[];
const siteRow = async (id: string) => (await t.database.db.select().from(websites).where(eq(websites.id, id)))[0];

describe('renewals', () => {
  it('issues the next hosting month 14 days before the paid one ends, once, even when run twice or concurrently', async () => {
    clock.set(start);
    const u = await createUser(t);
    const site = await createWebsite(t, u, { hostingPrice: '20', domainPrice: '12' });
    // The first month runs 2026-01-10 → 2026-02-10; renewal is due from 2026-01-27.
    clock.set(new Date('2026-01-26T23:00:00Z'));
    await jobs().issueRenewals();
    expect((await paymentsOf(t, u)).filter((p) => p.type === 'hosting')).toHaveLength(1);
    clock.set(new Date('2026-01-27T00:00:00Z'));
    await Promise.all([jobs().issueRenewals(), jobs().issueRenewals(), runAllJobs(t.app.ctx)]);
    await jobs().issueRenewals();
    const hosting = (await paymentsOf(t, u)).filter((p) => p.type === 'hosting');
    expect(hosting).toHaveLength(2);
    const renewal = hosting.find((p) => p.dueDate.startsWith('2026-02-10'))!;
    expect(renewal).toMatchObject({ amount: '20.00', status: 'pending', description: expect.stringContaining('Hosting') });
    // The domain year is not up for renewal yet.
    expect((await paymentsOf(t, u)).filter((p) => p.type === 'domain')).toHaveLength(1);
    // nextPaymentDue follows the earliest unpaid payment.
    expect((await siteRow(site.id)).nextPaymentDue?.toISOString()).toBe('2026-01-17T08:00:00.000Z');
  });

  it('issues the next domain year 14 days before the year ends', async () => {
    clock.set(start);
    const u = await createUser(t);
    const site = await createWebsite(t, u, { domainPrice: '15' });
    clock.set(new Date('2026-12-26T00:00:00Z'));
    await jobs().issueRenewals();
    clock.set(new Date('2026-12-27T00:00:00Z'));
    await jobs().issueRenewals();
    const domain = await t.database.db.select().from(payments).where(eq(payments.websiteId, site.id));
    expect(domain.map((p) => p.dueDate.toISOString().slice(0, 10)).sort()).toEqual(['2026-01-17', '2027-01-10']);
  });

  it('skips websites deleted or suspended for other reasons, but not those suspended for non-payment', async () => {
    clock.set(start);
    const u = await createUser(t);
    const gone = await createWebsite(t, u, { hostingPrice: '5' });
    const held = await createWebsite(t, u, { hostingPrice: '6' });
    const unpaid = await createWebsite(t, u, { hostingPrice: '7' });
    await t.app.inject({ method: 'DELETE', url: `/api/websites/${gone.id}`, headers: u.headers });
    await t.database.db.update(websites).set({ status: 'suspended', suspendedReason: 'studio request' }).where(eq(websites.id, held.id));
    await t.database.db.update(websites).set({ status: 'suspended', suspendedReason: 'non-payment' }).where(eq(websites.id, unpaid.id));
    clock.set(new Date('2026-01-28T00:00:00Z'));
    await jobs().issueRenewals();
    const count = async (id: string) => (await t.database.db.select().from(payments).where(eq(payments.websiteId, id))).length;
    expect(await count(gone.id)).toBe(1);
    expect(await count(held.id)).toBe(1);
    expect(await count(unpaid.id)).toBe(2);
  });
});

describe('automatic charges', () => {
  it('charges a saved card on the due date', async () => {
    clock.set(start);
    const u = await createUser(t);
    const first = await createWebsite(t, u, { hostingPrice: '10' });
    const [p1] = (await paymentsOf(t, u)).filter((p) => p.websiteId === first.id);
    await payByCard(t, u, p1, CARD_OK, true);
    await createWebsite(t, u, { hostingPrice: '11' });
    clock.set(new Date(start.getTime() + 6 * DAY));
    await jobs().autoCharge();
    expect((await paymentsOf(t, u)).filter((p) => p.status === 'paid')).toHaveLength(1);
    clock.set(new Date(start.getTime() + 7 * DAY));
    expect(await jobs().autoCharge()).toBe(1);
    const all = await paymentsOf(t, u);
    expect(all.every((p) => p.status === 'paid')).toBe(true);
    expect(all.find((p) => p.amount === '11.00')).toMatchObject({ cardLast4: '4242' });
  });

  it('retries a failed charge after 1, 3 and 7 days, then stops and says so', async () => {
    clock.set(start);
    const u = await createUser(t);
    const site = await createWebsite(t, u, { hostingPrice: '10' });
    const [p] = (await paymentsOf(t, u)).filter((x) => x.websiteId === site.id);
    // A declined card is never saved: save one through a successful payment, then let the test network decline it.
    expect((await payByCard(t, u, p, CARD_DECLINED, true)).statusCode).toBe(402);
    expect((await t.app.inject({ url: '/api/payment-methods', headers: u.headers })).json()).toEqual([]);
    const other = await createWebsite(t, u, { hostingPrice: '1' });
    const [p2] = (await paymentsOf(t, u)).filter((x) => x.websiteId === other.id);
    await payByCard(t, u, p2, CARD_OK, true);
    await t.database.db.update(paymentMethods).set({ data: { behaviour: 'decline' } }).where(eq(paymentMethods.userId, u.id));

    const due = new Date(p.dueDate).getTime();
    const attemptsAt: number[] = [];
    for (let day = 0; day <= 12; day++) {
      clock.set(new Date(due + day * DAY + 60_000));
      const before = (await t.database.db.select().from(payments).where(eq(payments.id, p.id)))[0].autoChargeFailures;
      await jobs().autoCharge();
      const after = (await t.database.db.select().from(payments).where(eq(payments.id, p.id)))[0].autoChargeFailures;
      if (after > before) attemptsAt.push(day);
    }
    expect(attemptsAt).toEqual([0, 1, 3, 7]);
    const notes = await notificationsOf(u);
    expect(notes.filter((n) => n.title === 'Automatic payment failed')).toHaveLength(3);
    expect(notes.filter((n) => n.title === 'Automatic payment stopped')).toHaveLength(1);
  });
});

describe('overdue, reminders, suspension', () => {
  it('reminds 3 and 1 days before and when overdue, never twice, one digest a day per client', async () => {
    clock.set(start);
    const u = await createUser(t);
    await createWebsite(t, u, { hostingPrice: '10', domainPrice: '20' });
    const reminders = async () => (await notificationsOf(u)).filter((n) => n.type === 'payment_reminder' || n.type === 'payment_overdue');
    // Due 2026-01-17 08:00, issued 7 days before: the bill itself is the 7-day notice, nothing more now.
    await jobs().sendReminders();
    expect(await reminders()).toHaveLength(0);
    clock.set(new Date('2026-01-14T09:00:00Z')); // 3 days before
    await jobs().sendReminders();
    await jobs().sendReminders();
    let r = await reminders();
    expect(r).toHaveLength(1);
    expect(r[0].message).toContain('2 payments need your attention');
    expect(r[0].message).toContain('$10.00');
    expect(r[0].message).toContain('$20.00');
    clock.set(new Date('2026-01-14T20:00:00Z')); // same day: nothing more
    await jobs().sendReminders();
    expect(await reminders()).toHaveLength(1);
    clock.set(new Date('2026-01-16T09:00:00Z')); // 1 day before
    await jobs().sendReminders();
    clock.set(new Date('2026-01-18T09:00:00Z'));
    await jobs().markOverdue();
    await jobs().sendReminders();
    r = await reminders();
    expect(r).toHaveLength(3);
    expect(r[0]).toMatchObject({ type: 'payment_overdue', title: 'Payment overdue' });
    expect((await paymentsOf(t, u)).every((p) => p.status === 'overdue')).toBe(true);
    const rows = await t.database.db.select().from(paymentReminders).where(eq(paymentReminders.userId, u.id));
    expect(rows.map((x) => x.kind).sort()).toEqual(['1_day', '1_day', '3_days', '3_days', 'overdue', 'overdue']);
  });

  it('gives a payment issued before the 7-day point (a renewal, due 14 days out) its 7-day reminder', async () => {
    clock.set(start);
    const u = await createUser(t);
    await billingRepository.insertPayment(t.database.db, {
      userId: u.id,
      type: 'other',
      description: 'Renewal',
      amount: '15.00',
      dueDate: new Date(start.getTime() + 14 * DAY),
      createdAt: start,
    });
    await jobs().sendReminders();
    expect((await notificationsOf(u)).filter((n) => n.type === 'payment_reminder')).toHaveLength(0);
    clock.set(new Date(start.getTime() + 7 * DAY + 60_000));
    await jobs().sendReminders();
    const [reminder] = (await notificationsOf(u)).filter((n) => n.type === 'payment_reminder');
    expect(reminder.message).toContain('Renewal: $15.00 is due in 7 days');
  });

  it('suspends on day 15 of being overdue, and reactivates once paid', async () => {
    clock.set(start);
    const u = await createUser(t);
    const site = await createWebsite(t, u, { hostingPrice: '10' });
    const [p] = await paymentsOf(t, u);
    const due = new Date(p.dueDate).getTime();
    clock.set(new Date(due + 14 * DAY));
    await jobs().markOverdue();
    await jobs().suspendForNonPayment();
    expect((await siteRow(site.id)).status).toBe('active');
    clock.set(new Date(due + 14 * DAY + 60_000));
    await jobs().suspendForNonPayment();
    expect(await siteRow(site.id)).toMatchObject({ status: 'suspended', suspendedReason: 'non-payment' });
    expect((await notificationsOf(u)).some((n) => n.type === 'website_suspended')).toBe(true);
    // Paying brings it back at once (no need to wait for the job).
    expect((await payByCard(t, u, p)).statusCode).toBe(200);
    expect(await siteRow(site.id)).toMatchObject({ status: 'active', suspendedReason: null });
    expect((await notificationsOf(u)).some((n) => n.type === 'website_reactivated')).toBe(true);
  });

  it('the reactivation job lifts a non-payment suspension once nothing is overdue', async () => {
    clock.set(start);
    const u = await createUser(t);
    const site = await createWebsite(t, u);
    await t.database.db.update(websites).set({ status: 'suspended', suspendedReason: 'non-payment' }).where(eq(websites.id, site.id));
    const held = await createWebsite(t, u);
    await t.database.db.update(websites).set({ status: 'suspended', suspendedReason: 'studio request' }).where(eq(websites.id, held.id));
    await jobs().reactivate();
    expect((await siteRow(site.id)).status).toBe('active');
    expect((await siteRow(held.id)).status).toBe('suspended');
  });
});

describe('the job runner', () => {
  it('runs jobs in order, isolates a failing one, and lets only one runner hold a job', async () => {
    const order: string[] = [];
    const log = t.app.log;
    const results = await runJobs(
      t.database.db,
      [
        { name: 'test.a', run: async () => (order.push('a'), 1) },
        { name: 'test.b', run: async () => { throw new Error('boom'); } },
        { name: 'test.c', run: async () => (order.push('c'), 2) },
      ],
      log,
    );
    expect(order).toEqual(['a', 'c']);
    expect(results.map((r) => r.status)).toEqual(['done', 'failed', 'done']);
    let release!: () => void;
    const slow = { name: 'test.slow', run: () => new Promise<number>((r) => (release = () => r(1))) };
    const first = runJobs(t.database.db, [slow], log);
    await new Promise((r) => setTimeout(r, 50));
    const second = await runJobs(t.database.db, [slow], log);
    expect(second[0].status).toBe('skipped');
    release();
    expect((await first)[0].status).toBe('done');
    expect((await runJobs(t.database.db, [{ name: 'test.slow', run: async () => 3 }], log))[0]).toMatchObject({ status: 'done', count: 3 });
  });

  it('with a period, runs a job once per period across runners (as two servers\' schedulers would)', async () => {
    let runs = 0;
    const job = { name: 'test.periodic', run: async () => ++runs };
    const period = { periodMs: 60 * 60 * 1000 };
    // Two schedulers firing at the same moment: one runs it, the other finds it done for this period.
    const [a, b] = await Promise.all([runJobs(t.database.db, [job], t.app.log, period), runJobs(t.database.db, [job], t.app.log, period)]);
    expect([a[0].status, b[0].status].sort()).toEqual(['done', 'skipped']);
    expect((await runJobs(t.database.db, [job], t.app.log, period))[0].status).toBe('skipped');
    expect(runs).toBe(1);
    // The operator's `--once` runs it regardless; a new period runs it again.
    expect((await runJobs(t.database.db, [job], t.app.log))[0].status).toBe('done');
    await t.database.db.update(jobLocks).set({ lastRunAt: new Date(Date.now() - 2 * 60 * 60 * 1000) }).where(eq(jobLocks.name, 'test.periodic'));
    expect((await runJobs(t.database.db, [job], t.app.log, period))[0].status).toBe('done');
    expect(runs).toBe(3);
  });
});
