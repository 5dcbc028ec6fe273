import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents, paymentMethods, payments } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { CARD_DECLINED, CARD_NO_FUNDS, CARD_OK, createUser, createWebsite, payByCard, paymentsOf, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'));
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await createUser(t);
  bob = await createUser(t);
});
afterAll(() => t.close());

const intent = (user: TestUser, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: user.headers, payload: payload as any });
const confirm = (user: TestUser, clientSecret: string, card: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: user.headers, payload: { clientSecret, card } as any });

describe('payments issued with a website', () => {
  it('issues a month of hosting and a year of domain, due a week later, and sets nextPaymentDue', async () => {
    const site = await createWebsite(t, alice, { name: 'Bakery', domain: 'bakery.example', hostingPrice: '25', domainPrice: '15.50' });
    const list = (await paymentsOf(t, alice)).filter((p) => p.websiteId === site.id);
    expect(list).toHaveLength(2);
    const byType = Object.fromEntries(list.map((p) => [p.type, p]));
    expect(byType.hosting).toMatchObject({ amount: '25.00', status: 'pending', description: 'Hosting: Bakery (monthly)', dueDate: '2026-11-27T09:30:00.000Z', paidAt: null });
    expect(byType.domain).toMatchObject({ amount: '15.50', status: 'pending', description: 'Domain: bakery.example (yearly)' });
    expect(site.nextPaymentDue).toBe('2026-11-27T09:30:00.000Z');
  });

  it('issues nothing for free hosting and domain', async () => {
    const site = await createWebsite(t, alice);
    expect((await paymentsOf(t, alice)).filter((p) => p.websiteId === site.id)).toEqual([]);
  });

  it('lists only the caller\'s own payments', async () => {
    await createWebsite(t, bob, { hostingPrice: '9.99' });
    const mine = await paymentsOf(t, alice);
    const theirs = await paymentsOf(t, bob);
    expect(theirs).toHaveLength(1);
    expect(mine.map((p) => p.id)).not.toContain(theirs[0].id);
    expect((await t.app.inject({ url: '/api/payments' })).statusCode).toBe(401);
  });
});

describe('paying by card (test processor)', () => {
  async function pendingPayment(user: TestUser, price = '12.34') {
    const site = await createWebsite(t, user, { hostingPrice: price });
    return (await paymentsOf(t, user)).find((p) => p.websiteId === site.id)!;
  }

  it('pays with 4242 4242 4242 4242: paid with paidAt, brand and last 4 only', async () => {
    const p = await pendingPayment(alice);
    const res = await payByCard(t, alice, p);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded' });
    const after = (await paymentsOf(t, alice)).find((x) => x.id === p.id)!;
    expect(after).toMatchObject({ status: 'paid', paidAt: clock.now().toISOString(), cardBrand: 'visa', cardLast4: '4242' });
    const everything = JSON.stringify([await t.database.db.select().from(payments), await t.database.db.select().from(paymentIntents)]);
    expect(everything).not.toContain('4242424242424242');
  });

  it('refuses a tampered amount (400), another client\'s payment (404) and a paid one (409)', async () => {
    const p = await pendingPayment(alice, '50.00');
    const tampered = await intent(alice, { paymentId: p.id, amount: 0.5 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('Amount does not match the payment');
    expect((await intent(alice, { paymentId: p.id, amount: '49.99' })).statusCode).toBe(400);
    expect((await intent(alice, { paymentId: p.id, amount: 50 })).statusCode).toBe(200);
    const notMine = await intent(bob, { paymentId: p.id, amount: '50.00' });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ message: 'Payment not found' });
    expect((await intent(bob, { paymentId: 'nope', amount: '50.00' })).statusCode).toBe(404);
    expect((await payByCard(t, alice, p)).statusCode).toBe(200);
    const again = await intent(alice, { paymentId: p.id, amount: '50.00' });
    expect(again.statusCode).toBe(409);
  });

  it('uses a client secret once, binds it to its owner, and refuses forged ones', async () => {
    const p = await pendingPayment(alice);
    const secret = (await intent(alice, { paymentId: p.id, amount: p.amount })).json().clientSecret as string;
    expect(secret.length).toBeGreaterThan(40);
    expect((await confirm(bob, secret, CARD_OK)).statusCode).toBe(404);
    expect((await confirm(alice, `${secret}x`, CARD_OK)).statusCode).toBe(404);
    expect((await confirm(alice, 'pi_test_forged_secret_abc', CARD_OK)).statusCode).toBe(404);
    expect((await confirm(alice, secret, CARD_OK)).statusCode).toBe(200);
    const replay = await confirm(alice, secret, CARD_OK);
    expect(replay.statusCode).toBe(409);
  });

  it('takes one payment once: a second attempt opened before the first was paid (two tabs) is refused, not charged', async () => {
    const p = await pendingPayment(alice);
    const paidNotes = async () =>
      ((await t.app.inject({ url: '/api/notifications', headers: alice.headers })).json() as { type: string }[]).filter((n) => n.type === 'payment_succeeded').length;
    const before = await paidNotes();
    const first = (await intent(alice, { paymentId: p.id, amount: p.amount })).json().clientSecret as string;
    const second = (await intent(alice, { paymentId: p.id, amount: p.amount })).json().clientSecret as string;
    const [a, b] = await Promise.all([confirm(alice, first, CARD_OK), confirm(alice, second, CARD_OK)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe('This payment has already been paid');
    const attempts = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, p.id));
    expect(attempts.map((i) => i.status).sort()).toEqual(['requires_confirmation', 'succeeded']);
    expect(await paidNotes()).toBe(before + 1);
  });

  it('declines 4000 0000 0000 0002 (402), marks the payment failed, and lets it be paid again', async () => {
    const p = await pendingPayment(alice);
    const declined = await payByCard(t, alice, p, CARD_DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });
    expect((await paymentsOf(t, alice)).find((x) => x.id === p.id)!.status).toBe('failed');
    const funds = await payByCard(t, alice, p, CARD_NO_FUNDS);
    expect(funds.statusCode).toBe(402);
    expect(funds.json()).toEqual({ message: 'Your card has insufficient funds.' });
    expect((await payByCard(t, alice, p)).statusCode).toBe(200);
    expect((await paymentsOf(t, alice)).find((x) => x.id === p.id)!.status).toBe('paid');
  });

  it('answers a malformed card with 400 and a message per field, and keeps the secret usable', async () => {
    const p = await pendingPayment(alice);
    const secret = (await intent(alice, { paymentId: p.id, amount: p.amount })).json().clientSecret;
    const bad = await confirm(alice, secret, { number: '4242 4242 4242 4241', expMonth: 13, expYear: 2030, cvc: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'card.number': 'Your card number is invalid.',
      'card.expMonth': "Your card's expiration month is invalid.",
      'card.cvc': "Your card's security code is incomplete.",
    });
    const expired = await confirm(alice, secret, { ...CARD_OK, expMonth: 10, expYear: 2026 });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ 'card.expYear': 'Your card has expired.' });
    expect((await confirm(alice, secret, { ...CARD_OK, expMonth: 11, expYear: 2026 })).statusCode).toBe(200);
  });

  it('saves the card for renewals when asked: token, brand and last 4 only', async () => {
    const carol = await createUser(t);
    const p = await pendingPayment(carol);
    expect((await payByCard(t, carol, p, CARD_OK, true)).statusCode).toBe(200);
    const cards = (await t.app.inject({ url: '/api/payment-methods', headers: carol.headers })).json();
    expect(cards).toEqual([{ id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }]);
    expect(JSON.stringify(await t.database.db.select().from(paymentMethods))).not.toContain('4242424242424242');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/payment-methods/${cards[0].id}`, headers: alice.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/payment-methods/${cards[0].id}`, headers: carol.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/payment-methods', headers: carol.headers })).json()).toEqual([]);
  });

  it('tells the client in-app: payment received and payment failed', async () => {
    const dave = await createUser(t);
    const p = await pendingPayment(dave, '7.00');
    await payByCard(t, dave, p, CARD_DECLINED);
    clock.advance(1000);
    await payByCard(t, dave, p);
    const list = (await t.app.inject({ url: '/api/notifications', headers: dave.headers })).json();
    expect(list.map((n: any) => n.type)).toEqual(['payment_succeeded', 'payment_failed']);
    expect(list[0]).toMatchObject({ title: 'Payment received', read: false });
    expect(list[0].message).toContain('$7.00');
    expect((await t.app.inject({ url: '/api/notifications', headers: alice.headers })).json().map((n: any) => n.id)).not.toContain(list[0].id);
    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/${list[0].id}/read`, headers: alice.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/${list[0].id}/read`, headers: dave.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: dave.headers })).json()).toEqual({ updated: 1 });
    expect((await t.app.inject({ url: '/api/notifications', headers: dave.headers })).json().every((n: any) => n.read)).toBe(true);
  });
});

describe('receipts', () => {
  it('gives a PDF for a paid payment of the caller only', async () => {
    const site = await createWebsite(t, alice, { hostingPrice: '30' });
    const p = (await paymentsOf(t, alice)).find((x) => x.websiteId === site.id)!;
    const unpaid = await t.app.inject({ url: `/api/payments/${p.id}/receipt.pdf`, headers: alice.headers });
    expect(unpaid.statusCode).toBe(409);
    await payByCard(t, alice, p);
    const res = await t.app.inject({ url: `/api/payments/${p.id}/receipt.pdf`, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    expect((await t.app.inject({ url: `/api/payments/${p.id}/receipt.pdf`, headers: bob.headers })).statusCode).toBe(404);
  });
});
