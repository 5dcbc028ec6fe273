import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { CARD_DECLINED, CARD_OK, createUser, paymentsOf, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'));
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_EMAILS: 'orders.admin@example.com' } });
  alice = await createUser(t);
  bob = await createUser(t);
  admin = await createUser(t, { email: 'orders.admin@example.com' });
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}, req: Record<string, unknown> = {}) => ({
  serviceType: 'logo',
  title: 'New logo',
  description: 'A fresh logo for our bakery, warm colours.',
  price: 1,
  requirements: { timeline: 'standard', budget: 'standard', contactEmail: 'owner@bakery.example', companyName: 'Bakery', additionalRequirements: '', ...req },
  ...over,
});
const order = (user: TestUser, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/service-orders', headers: user.headers, payload: payload as any });
const confirm = (user: TestUser, clientSecret: string, card = CARD_OK) =>
  t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: user.headers, payload: { clientSecret, card } });

describe('GET /api/services', () => {
  it('is public and lists the catalogue with the spec\'s prices', async () => {
    const res = await t.app.inject({ url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().map((s: any) => [s.id, s]));
    expect(byId.website).toMatchObject({ price: '850.00', startingAt: true, delivery: '2-4 weeks' });
    expect(byId.logo.price).toBe('50.00');
    expect(byId['website-alteration'].price).toBe('50.00');
    expect(byId.software.price).toBe('8999.00');
  });
});

describe('POST /api/service-orders', () => {
  it('prices on the server (a sent price is ignored), issues a 50% deposit and answers its client secret', async () => {
    const res = await order(alice, body({ price: 0.01 }));
    expect(res.statusCode).toBe(201);
    const { order: o, clientSecret } = res.json();
    expect(o).toMatchObject({ serviceType: 'logo', title: 'New logo', price: '50.00', depositAmount: '25.00', status: 'pending', paymentStatus: 'pending', createdAt: clock.now().toISOString() });
    expect(o.requirements).toEqual({ timeline: 'standard', budget: 'standard', additionalRequirements: '', contactEmail: 'owner@bakery.example', companyName: 'Bakery' });
    expect(o.estimatedDelivery).toBe('2026-11-27T09:30:00.000Z');
    expect(clientSecret).toMatch(/_secret_/);
    const deposit = (await paymentsOf(t, alice)).find((p) => p.id === o.depositPaymentId)!;
    expect(deposit).toMatchObject({ type: 'other', amount: '25.00', status: 'pending', description: '50% deposit: New logo' });
  });

  it('adds 50% for the rush timeline', async () => {
    const res = await order(alice, body({ serviceType: 'software' }, { timeline: 'rush' }));
    expect(res.json().order).toMatchObject({ price: '13498.50', depositAmount: '6749.25' });
  });

  it('applies each checkout rule with its message', async () => {
    const res = await order(alice, { serviceType: 'logo', title: ' ', description: 'too short', requirements: { timeline: 'someday', budget: '', contactEmail: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: 'Project title is required',
      description: 'Please provide a detailed description',
      'requirements.timeline': 'Timeline preference is required',
      'requirements.budget': 'Budget confirmation is required',
      'requirements.contactEmail': 'Valid email is required',
    });
    const unknown = await order(alice, body({ serviceType: 'yacht' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ serviceType: 'Unknown service' });
    expect((await t.app.inject({ method: 'POST', url: '/api/service-orders', payload: body() })).statusCode).toBe(401);
  });
});

describe('the order\'s life', () => {
  it('moves to requirements gathering and paid when the deposit is paid (after a decline)', async () => {
    const { order: o, clientSecret } = (await order(alice, body({ title: 'Logo for the shop' }, { timeline: 'rush' }))).json();
    expect((await confirm(alice, clientSecret, CARD_DECLINED)).statusCode).toBe(402);
    let mine = (await t.app.inject({ url: '/api/service-orders', headers: alice.headers })).json();
    expect(mine.find((x: any) => x.id === o.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    const retry = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: alice.headers, payload: { paymentId: o.depositPaymentId, amount: '37.50' } });
    expect((await confirm(alice, retry.json().clientSecret)).statusCode).toBe(200);
    mine = (await t.app.inject({ url: '/api/service-orders', headers: alice.headers })).json();
    expect(mine.find((x: any) => x.id === o.id)).toMatchObject({ status: 'requirements_gathering', paymentStatus: 'paid' });
  });

  it('lists only the caller\'s own orders, newest first', async () => {
    const carol = await createUser(t);
    clock.advance(1000);
    const first = (await order(carol, body({ title: 'First' }))).json().order;
    clock.advance(1000);
    const second = (await order(carol, body({ title: 'Second' }))).json().order;
    const list = (await t.app.inject({ url: '/api/service-orders', headers: carol.headers })).json();
    expect(list.map((o: any) => o.id)).toEqual([second.id, first.id]);
    expect((await t.app.inject({ url: '/api/service-orders', headers: bob.headers })).json()).toEqual([]);
  });

  it('lets only admins move orders through the stages; the client is told; completion issues the balance once', async () => {
    const { order: o, clientSecret } = (await order(bob, body({ title: 'Site', serviceType: 'website' }))).json();
    await confirm(bob, clientSecret);
    const put = (user: TestUser, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/admin/service-orders/${o.id}`, headers: user.headers, payload: payload as any });
    expect((await put(bob, { status: 'completed' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/service-orders', headers: bob.headers })).statusCode).toBe(403);
    expect((await put(admin, { status: 'launched' })).statusCode).toBe(400);
    const moved = await put(admin, { status: 'design_phase', estimatedDelivery: '2026-12-24T12:00:00Z' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'design_phase', estimatedDelivery: '2026-12-24T12:00:00.000Z' });
    const notes = (await t.app.inject({ url: '/api/notifications', headers: bob.headers })).json();
    expect(notes.some((n: any) => n.title === 'Order update: Design Phase')).toBe(true);

    expect((await put(admin, { status: 'completed' })).json().status).toBe('completed');
    expect((await put(admin, { status: 'completed' })).statusCode).toBe(200);
    const balances = (await paymentsOf(t, bob)).filter((p) => p.description === 'Remaining 50%: Site');
    expect(balances).toHaveLength(1);
    expect(balances[0]).toMatchObject({ amount: '425.00', status: 'pending', type: 'other' });

    const all = (await t.app.inject({ url: '/api/admin/service-orders', headers: admin.headers })).json();
    expect(all.find((x: any) => x.id === o.id).client.email).toBe(bob.email);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/service-orders/00000000-0000-4000-8000-000000000000', headers: admin.headers, payload: { status: 'completed' } })).statusCode).toBe(404);
  });
});
