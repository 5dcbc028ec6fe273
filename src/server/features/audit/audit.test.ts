import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '../../../shared/audit';
import { auditEvents, changeRequests, paymentMethods } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { CARD_DECLINED, CARD_OK, createUser, createWebsite, paymentsOf, payByCard, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeZip } from '../../test/zip';

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'));
let t: TestApp;
let admin: TestUser;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_EMAILS: 'audit.admin@example.com' } });
  admin = await createUser(t, { email: 'audit.admin@example.com' });
  client = await createUser(t);
});
afterAll(() => t.close());

const audit = (query = '', headers: Record<string, string> = admin.headers) => t.app.inject({ url: `/api/admin/audit${query}`, headers });
async function latest(action: string): Promise<AuditEvent> {
  const res = await audit(`?action=${action}&limit=1`);
  expect(res.statusCode).toBe(200);
  const [event] = res.json().events;
  expect(event, `no ${action} event`).toBeDefined();
  return event;
}
const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });

describe('sign-ins', () => {
  it('records a sign-in with who, when and the address it came from', async () => {
    clock.advance(1000);
    const res = await login(client.email, client.password, '203.0.113.7');
    expect(res.statusCode).toBe(200);
    expect(await latest('auth.sign_in')).toMatchObject({
      at: clock.now().toISOString(),
      actorId: client.id,
      actorEmail: client.email,
      action: 'auth.sign_in',
      targetType: 'user',
      targetId: client.id,
      ip: '203.0.113.7',
      details: { method: 'password' },
    });
  });

  it('records a failed sign-in with the e-mail tried and the address, never the password', async () => {
    const wrong = await login(client.email.toUpperCase(), 'not-the-password-123', '198.51.100.9');
    expect(wrong.statusCode).toBe(401);
    const event = await latest('auth.sign_in_failed');
    // The e-mail tried is no proof of who tried: no actor id.
    expect(event).toMatchObject({ actorId: null, actorEmail: client.email, targetType: 'user', targetId: client.id, ip: '198.51.100.9', details: { method: 'password', reason: 'wrong_password' } });
    expect(JSON.stringify(event)).not.toContain('not-the-password-123');

    expect((await login('nobody@example.com', 'whatever-password', '198.51.100.10')).statusCode).toBe(401);
    expect(await latest('auth.sign_in_failed')).toMatchObject({ actorEmail: 'nobody@example.com', targetId: null, ip: '198.51.100.10', details: { reason: 'unknown_account' } });
  });

  it('records an account lockout once, with the address, however many tries follow it', async () => {
    const u = await createUser(t);
    const failures = async () =>
      (await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorEmail, u.email))).filter((e) => e.action === 'auth.sign_in_failed');
    let status = 401;
    for (let i = 0; i < 30 && status === 401; i++) status = (await login(u.email, `wrong-password-${i}`, `203.0.113.${i + 1}`)).statusCode;
    expect(status).toBe(429);
    const wrong = (await failures()).filter((e) => (e.details as { reason: string }).reason === 'wrong_password').length;
    expect((await login(u.email, u.password, '203.0.113.200')).statusCode).toBe(429);
    expect((await login(u.email, 'another-wrong-one', '203.0.113.201')).statusCode).toBe(429);
    const locked = (await failures()).filter((e) => (e.details as { reason: string }).reason === 'too_many_attempts');
    expect(locked).toHaveLength(1);
    expect(locked[0]).toMatchObject({ actorId: null, targetType: 'user', targetId: u.id, details: { method: 'password', retryAfterSeconds: expect.any(Number) } });
    expect((await failures()).filter((e) => (e.details as { reason: string }).reason === 'wrong_password')).toHaveLength(wrong);
  });

  it('records refused two-factor codes and the sign-in the right code completes', async () => {
    const u = await createUser(t);
    const codeAt = (secret: string) => generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: u.headers })).json();
    const enable = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/verify', headers: u.headers, remoteAddress: '192.0.2.1', payload: { token: codeAt(secret) } });
    expect(enable.statusCode).toBe(200);
    expect(await latest('auth.two_factor_enabled')).toMatchObject({ actorId: u.id, ip: '192.0.2.1' });
    clock.advance(30_000);

    const { challengeToken } = (await login(u.email, u.password, '192.0.2.2')).json();
    expect(challengeToken).toBeTruthy();
    const badCode = codeAt(secret) === '000000' ? '111111' : '000000';
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login/2fa', remoteAddress: '192.0.2.2', payload: { challengeToken, code: badCode } });
    expect(refused.statusCode).toBe(401);
    const failed = await latest('auth.two_factor_failed');
    expect(failed).toMatchObject({ actorId: u.id, actorEmail: u.email, targetId: u.id, ip: '192.0.2.2', details: { step: 'sign_in', reason: 'wrong_code' } });
    expect(JSON.stringify(failed)).not.toContain(challengeToken);

    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/login/2fa', remoteAddress: '192.0.2.3', payload: { challengeToken: 'forged-challenge', code: '123456' } });
    expect(forged.statusCode).toBe(401);
    expect(await latest('auth.two_factor_failed')).toMatchObject({ actorId: null, targetId: null, ip: '192.0.2.3', details: { reason: 'unknown_challenge' } });

    const code = codeAt(secret);
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login/2fa', remoteAddress: '192.0.2.2', payload: { challengeToken, code } });
    expect(ok.statusCode).toBe(200);
    const signIn = await latest('auth.sign_in');
    expect(signIn).toMatchObject({ actorId: u.id, ip: '192.0.2.2', details: { method: 'two_factor' } });
    const everything = JSON.stringify((await audit('?limit=100')).json());
    for (const secretValue of [secret, code, challengeToken, ok.json().token, u.password]) expect(everything).not.toContain(secretValue);
  });
});

describe('payments', () => {
  it('records a card payment that succeeds and one that is declined, with the payer and address, never the card number', async () => {
    await createWebsite(t, client, { hostingPrice: '12.50', domainPrice: '20.00' });
    const [first, second] = (await paymentsOf(t, client)).filter((p) => p.status === 'pending');
    const ok = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: client.headers, payload: { paymentId: first.id, amount: first.amount } });
    const paid = await t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: client.headers, remoteAddress: '203.0.113.20', payload: { clientSecret: ok.json().clientSecret, card: CARD_OK } });
    expect(paid.statusCode).toBe(200);
    const succeeded = await latest('payment.succeeded');
    expect(succeeded).toMatchObject({
      actorId: client.id,
      actorEmail: client.email,
      targetType: 'payment',
      targetId: first.id,
      ip: '203.0.113.20',
      details: { amount: first.amount, description: first.description, processor: 'test', cardBrand: 'visa', cardSaved: false },
    });

    expect((await payByCard(t, client, second, CARD_DECLINED)).statusCode).toBe(402);
    const failed = await latest('payment.failed');
    expect(failed).toMatchObject({ actorId: client.id, targetId: second.id, details: { amount: second.amount, reason: 'Your card was declined.' } });
    const text = JSON.stringify([succeeded, failed, ok.json()]);
    for (const digits of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 0002']) expect(text).not.toContain(digits);
    expect(JSON.stringify([succeeded, failed])).not.toContain(ok.json().clientSecret);
    expect(JSON.stringify([succeeded, failed])).not.toMatch(/"cvc"|"number"|"last4"/);
  });
});

describe('automatic charges', () => {
  it('records the charges of a saved card the renewal job makes, and the ones declined, as automatic', async () => {
    const u = await createUser(t);
    const first = await createWebsite(t, u, { hostingPrice: '10.00' });
    const [p1] = (await paymentsOf(t, u)).filter((p) => p.websiteId === first.id);
    expect((await payByCard(t, u, p1, CARD_OK, true)).statusCode).toBe(200);
    const second = await createWebsite(t, u, { hostingPrice: '11.00' });
    const [p2] = (await paymentsOf(t, u)).filter((p) => p.websiteId === second.id);
    clock.set(new Date(new Date(p2.dueDate).getTime() + 60_000));
    expect(await t.app.ctx.services.billingJobs.autoCharge()).toBe(1);
    expect(await latest('payment.succeeded')).toMatchObject({ actorId: u.id, actorEmail: u.email, targetId: p2.id, ip: null, details: { amount: '11.00', automatic: true, attempt: 1 } });

    const third = await createWebsite(t, u, { hostingPrice: '12.00' });
    const [p3] = (await paymentsOf(t, u)).filter((p) => p.websiteId === third.id);
    await t.database.db.update(paymentMethods).set({ data: { behaviour: 'decline' } }).where(eq(paymentMethods.userId, u.id));
    clock.set(new Date(new Date(p3.dueDate).getTime() + 60_000));
    expect(await t.app.ctx.services.billingJobs.autoCharge()).toBe(0);
    expect(await latest('payment.failed')).toMatchObject({ actorId: u.id, targetId: p3.id, details: { amount: '12.00', automatic: true, attempt: 1, reason: 'Your card was declined.' } });
  });
});

describe('admin actions', () => {
  it('records an order moved to another stage by the admin, in the same transaction as the change', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/service-orders',
      headers: client.headers,
      payload: { serviceType: 'logo', title: 'Audit logo', description: 'A logo for the audit test.', requirements: { timeline: 'standard', budget: 'standard', contactEmail: 'a@example.com' } },
    });
    const order = placed.json().order;
    const put = (status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/service-orders/${order.id}`, headers: admin.headers, remoteAddress: '10.1.2.3', payload: { status } });
    expect((await put('design_phase')).statusCode).toBe(200);
    expect(await latest('order.stage_changed')).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'service_order',
      targetId: order.id,
      ip: '10.1.2.3',
      details: { title: 'Audit logo', clientId: client.id, from: 'pending', to: 'design_phase' },
    });

    // The audit row is part of the change: when it cannot be written, the change does not happen either.
    const spy = vi.spyOn(t.app.ctx.services.audit, 'record').mockRejectedValueOnce(new Error('audit store down'));
    try {
      expect((await put('development_phase')).statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const orders = (await t.app.inject({ url: '/api/admin/service-orders', headers: admin.headers })).json();
    expect(orders.find((o: { id: string }) => o.id === order.id).status).toBe('design_phase');
  });

  it('records change request status and note changes (and nothing for a save that changes nothing)', async () => {
    const site = await createWebsite(t, client);
    const cr = (
      await t.app.inject({ method: 'POST', url: '/api/change-requests', headers: client.headers, payload: { websiteId: site.id, title: 'New footer', type: 'design', description: 'Please redo the footer.' } })
    ).json();
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/admin/change-requests/${cr.id}`, headers: admin.headers, remoteAddress: '10.1.2.4', payload });
    expect((await put({ status: 'in_progress', adminNotes: 'Starting today' })).statusCode).toBe(200);
    expect(await latest('change_request.status_changed')).toMatchObject({
      actorId: admin.id,
      targetType: 'change_request',
      targetId: cr.id,
      ip: '10.1.2.4',
      details: { from: 'pending', to: 'in_progress', adminNotes: 'Starting today', clientId: client.id },
    });
    expect((await put({ status: 'in_progress', adminNotes: 'Halfway there' })).statusCode).toBe(200);
    expect(await latest('change_request.notes_updated')).toMatchObject({ targetId: cr.id, details: { from: 'in_progress', to: 'in_progress', adminNotes: 'Halfway there' } });
    const count = async () => (await audit('?action=change_request.notes_updated')).json().events.length;
    const before = await count();
    expect((await put({ status: 'in_progress', adminNotes: 'Halfway there' })).statusCode).toBe(200);
    expect(await count()).toBe(before);
    const [row] = await t.database.db.select().from(changeRequests).where(eq(changeRequests.id, cr.id));
    expect(row.adminNotes).toBe('Halfway there');
  });

  it("records the admin's upload of a website's files", async () => {
    const site = await createWebsite(t, client);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/websites/${site.id}/files`,
      headers: { ...admin.headers, 'content-type': 'application/zip' },
      remoteAddress: '10.1.2.5',
      payload: await makeZip({ 'index.html': '<h1>Hi</h1>', 'about.html': 'About' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await latest('website.files_uploaded')).toMatchObject({
      actorId: admin.id,
      targetType: 'website',
      targetId: site.id,
      ip: '10.1.2.5',
      details: { domain: site.domain, clientId: client.id, files: 2 },
    });
  });
});

describe('GET /api/admin/audit', () => {
  it('is for admins only: 401 anonymous, 403 for a client', async () => {
    expect((await audit('', {})).statusCode).toBe(401);
    const res = await audit('', client.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin access required' });
  });

  it('pages newest first with a cursor, also through events of the same millisecond', async () => {
    const service = t.app.ctx.services.audit;
    clock.advance(60_000);
    for (let i = 0; i < 7; i++) {
      if (i % 3 === 0) clock.advance(1); // some share a millisecond: the id breaks the tie
      await service.record({ action: 'user.role_changed', target: { type: 'user', id: `paging-${i}` }, details: { i } });
    }
    const seen: AuditEvent[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await audit(`?action=user.role_changed&limit=3${cursor ? `&before=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.events.length).toBeLessThanOrEqual(3);
      seen.push(...page.events);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((e) => e.targetId)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `paging-${i}`));
    const sorted = [...seen].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
    expect(seen).toEqual(sorted);

    // Without a filter every kind of event comes, newest first; the default page is 50.
    const all = (await audit()).json();
    expect(all.events[0]).toMatchObject({ action: 'user.role_changed', targetId: 'paging-6' });
    expect(new Set(all.events.map((e: AuditEvent) => e.action)).size).toBeGreaterThan(3);
    expect(all.events.length).toBeLessThanOrEqual(50);
  });

  it('answers 400 with a message per field for a bad limit, cursor or action', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?before=yesterday', 'before'],
      ['?before=1_not-a-number', 'before'],
      ['?before=1_2_3', 'before'],
      ['?action=auth.nothing', 'action'],
    ]) {
      const res = await audit(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
    const both = await audit('?limit=500&action=drop%20table');
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({ limit: 'limit must be a whole number from 1 to 100', action: 'Unknown action' });
    expect((await audit('?limit=100')).statusCode).toBe(200);
    expect((await audit('?limit=1')).json().events).toHaveLength(1);
  });
});
