import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, testConfig } from '../../config';
import { paymentMethods, payments } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { CARD_OK, createUser, createWebsite, paymentsOf, type TestUser } from '../../test/factories';
import { startStripeStandIn } from '../../test/stripe-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_portal';
const clock = fixedClock(new Date('2026-11-20T09:30:00Z'));
let t: TestApp;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let alice: TestUser;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ clock, env: { STRIPE_SECRET_KEY: 'sk_test_portal', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url } });
  alice = await createUser(t);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

function webhook(event: object, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}
const piEvent = (id: string, type: string, pi: object) => ({ id, object: 'event', type, data: { object: { object: 'payment_intent', ...pi } } });

async function startPayment(user: TestUser, price: string, saveCard = false) {
  const site = await createWebsite(t, user, { hostingPrice: price });
  const payment = (await paymentsOf(t, user)).find((p) => p.websiteId === site.id)!;
  const res = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: user.headers, payload: { paymentId: payment.id, amount: payment.amount, saveCard } });
  expect(res.statusCode).toBe(200);
  const call = standIn.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
  return { payment, clientSecret: res.json().clientSecret as string, call, intentId: (res.json().clientSecret as string).split('_secret_')[0] };
}

describe('Stripe', () => {
  it('creates the PaymentIntent with the amount in cents from the server\'s record and an idempotency key', async () => {
    const { clientSecret, call } = await startPayment(alice, '25.50');
    expect(clientSecret).toMatch(/^pi_\d+_secret_/);
    expect(call.form.get('amount')).toBe('2550');
    expect(call.form.get('currency')).toBe('usd');
    expect(call.idempotencyKey).toMatch(/^intent-/);
    expect(call.authorization).toBe('Bearer sk_test_portal');
    const configRes = await t.app.inject({ url: '/api/config' });
    expect(configRes.json().payments.processor).toBe('stripe');
    // The Payment Element loads from Stripe: allowed for that host only, still no inline scripts.
    expect(String(configRes.headers['content-security-policy'])).toContain("script-src 'self' https://js.stripe.com");
  });

  it('marks the payment paid from a verified webhook, once, and ignores a replay', async () => {
    const { payment, intentId } = await startPayment(alice, '10.00');
    const event = piEvent('evt_paid_1', 'payment_intent.succeeded', { id: intentId, status: 'succeeded', payment_method: 'pm_visa' });
    const res = await webhook(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const paid = (await paymentsOf(t, alice)).find((p) => p.id === payment.id)!;
    expect(paid).toMatchObject({ status: 'paid', cardBrand: 'mastercard', cardLast4: '4444' });
    const replay = await webhook(event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const notes = (await t.app.inject({ url: '/api/notifications', headers: alice.headers })).json();
    expect(notes.filter((n: any) => n.type === 'payment_succeeded')).toHaveLength(1);
    // A later failure event never moves a paid payment backwards.
    await webhook(piEvent('evt_failed_late', 'payment_intent.payment_failed', { id: intentId, status: 'requires_payment_method' }));
    expect((await paymentsOf(t, alice)).find((p) => p.id === payment.id)!.status).toBe('paid');
  });

  it('gives back a second capture of a payment already paid by another PaymentIntent (two tabs), once', async () => {
    const first = await startPayment(alice, '12.00');
    const res = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: alice.headers, payload: { paymentId: first.payment.id, amount: first.payment.amount } });
    const secondId = (res.json().clientSecret as string).split('_secret_')[0];
    await webhook(piEvent('evt_two_tabs_1', 'payment_intent.succeeded', { id: first.intentId, status: 'succeeded', payment_method: 'pm_visa' }));
    await webhook(piEvent('evt_two_tabs_2', 'payment_intent.succeeded', { id: secondId, status: 'succeeded', payment_method: 'pm_visa' }));
    const refunds = standIn.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.map((r) => r.form.get('payment_intent'))).toEqual([secondId]);
    expect(refunds[0].idempotencyKey).toBe(`refund-${secondId}`);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, first.payment.id));
    expect(row).toMatchObject({ status: 'paid', processorIntentId: first.intentId });
    const audit = await t.app.ctx.database.db.execute(sql`select action, target_id from audit_events where action = 'payment.duplicate_refunded'`);
    expect((audit as unknown as { rows: { target_id: string }[] }).rows.map((r) => r.target_id)).toEqual([first.payment.id]);
    // Stripe retrying the event changes nothing more.
    await webhook(piEvent('evt_two_tabs_2', 'payment_intent.succeeded', { id: secondId, status: 'succeeded', payment_method: 'pm_visa' }));
    expect(standIn.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });

  it('answers 400 to a bad or stale signature and changes nothing', async () => {
    const { payment, intentId } = await startPayment(alice, '11.00');
    const event = piEvent('evt_forged', 'payment_intent.succeeded', { id: intentId, status: 'succeeded' });
    const forged = await webhook(event, { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid webhook signature' });
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentsOf(t, alice)).find((p) => p.id === payment.id)!.status).toBe('pending');
  });

  it('marks a failed payment failed, and takes a later success on the same PaymentIntent (Stripe retries)', async () => {
    const { payment, intentId } = await startPayment(alice, '12.00');
    await webhook(piEvent('evt_fail_1', 'payment_intent.payment_failed', { id: intentId, last_payment_error: { message: 'Your card was declined.' } }));
    expect((await paymentsOf(t, alice)).find((p) => p.id === payment.id)!.status).toBe('failed');
    await webhook(piEvent('evt_retry_ok', 'payment_intent.succeeded', { id: intentId, status: 'succeeded', payment_method: 'pm_retry' }));
    expect((await paymentsOf(t, alice)).find((p) => p.id === payment.id)!.status).toBe('paid');
  });

  it('saves the card for renewals and charges it off-session', async () => {
    const bob = await createUser(t);
    const { intentId, call } = await startPayment(bob, '20.00', true);
    expect(call.form.get('setup_future_usage')).toBe('off_session');
    expect(call.form.get('customer')).toMatch(/^cus_/);
    await webhook(piEvent('evt_save_1', 'payment_intent.succeeded', { id: intentId, status: 'succeeded', payment_method: 'pm_saved_card' }));
    const saved = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, bob.id));
    expect(saved).toMatchObject([{ processor: 'stripe', token: 'pm_saved_card', brand: 'mastercard', last4: '4444' }]);
    const second = await createWebsite(t, bob, { hostingPrice: '20' });
    clock.advance(8 * 24 * 3600 * 1000);
    await t.app.ctx.services.billingJobs.autoCharge();
    const charge = standIn.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(charge.form.get('off_session')).toBe('true');
    expect(charge.form.get('payment_method')).toBe('pm_saved_card');
    expect(charge.form.get('amount')).toBe('2000');
    expect(charge.idempotencyKey).toMatch(/^auto-.+-1$/);
    const rows = await t.database.db.select().from(payments).where(eq(payments.websiteId, second.id));
    expect(rows.map((r) => [r.status, r.cardLast4])).toEqual([['paid', '4444']]);
    clock.set(new Date('2026-11-20T09:30:00Z'));
  });

  it('does not take cards itself: /api/payments/confirm is refused', async () => {
    const { clientSecret } = await startPayment(alice, '3.00');
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: alice.headers, payload: { clientSecret, card: CARD_OK } });
    expect(res.statusCode).toBe(400);
  });
});

describe('Stripe configuration', () => {
  it('needs the webhook secret with the secret key', () => {
    expect(() => testConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => testConfig({ PAYMENT_PROCESSOR: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
