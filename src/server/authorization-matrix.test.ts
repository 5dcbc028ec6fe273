import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_OK, createUser, createWebsite, fixtures, payByCard, paymentsOf, type TestUser, uploadAttachment } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { makeZip } from './test/zip';

/**
 * Every route the server registers, with what each kind of caller gets: anonymous, client A (the
 * owner of the records used), client B (someone else) and an admin. A route without an entry here
 * fails the suite; a refused write must leave the database exactly as it was.
 */
type Actor = 'anon' | 'A' | 'B' | 'admin';
const ACTORS: Actor[] = ['anon', 'B', 'admin', 'A']; // the owner last: its success may consume the record
type Req = (actor: Actor) => Promise<InjectOptions>;
type Expect = [anon: number, A: number, B: number, admin: number];

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anon'>, TestUser>;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'matrix.admin@example.com', SIGNUP_RATE_LIMIT: '1000' } });
  users.A = await createUser(t);
  users.B = await createUser(t);
  users.admin = await createUser(t, { email: 'matrix.admin@example.com' });
});
afterAll(() => t.close());

const auth = (actor: Actor) => (actor === 'anon' ? {} : users[actor].headers);
let n = 0;
const unique = () => `matrix.${Date.now().toString(36)}.${++n}@example.com`;

// Records of client A, made fresh where a successful call uses them up.
const fx = {
  site: () => createWebsite(t, users.A, { hostingPrice: '10.00' }),
  payment: async () => {
    const site = await fx.site();
    return (await paymentsOf(t, users.A)).find((p) => p.websiteId === site.id)!;
  },
  paid: async () => {
    const p = await fx.payment();
    await payByCard(t, users.A, p, CARD_OK, true);
    return p;
  },
  order: async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/service-orders',
        headers: users.A.headers,
        payload: { serviceType: 'logo', title: 'Logo', description: 'A logo for the matrix test.', requirements: { timeline: 'standard', budget: 'standard', contactEmail: 'a@example.com' } },
      })
    ).json().order,
  changeRequest: async () =>
    (await t.app.inject({ method: 'POST', url: '/api/change-requests', headers: users.A.headers, payload: { websiteId: (await fx.site()).id, title: 'Fix', type: 'bug', description: 'Something to fix here.' } })).json(),
  notification: async () => {
    await fx.paid();
    return (await t.app.inject({ url: '/api/notifications', headers: users.A.headers })).json()[0];
  },
  card: async () => {
    await fx.paid();
    return (await t.app.inject({ url: '/api/payment-methods', headers: users.A.headers })).json()[0];
  },
  unclaimedUpload: async () => {
    const { uploadURL } = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: users.A.headers })).json();
    await t.app.inject({ method: 'PUT', url: uploadURL, headers: { 'content-type': 'image/png' }, payload: fixtures.png });
    return (uploadURL as string).split('?')[0];
  },
  session: async (actor: Actor) => (actor === 'anon' ? {} : { authorization: `Bearer ${await t.app.ctx.services.auth.createSession(users[actor].id)}` }),
};

const get = (url: string | (() => Promise<string>)): Req => async (actor) => ({ method: 'GET', url: typeof url === 'string' ? url : await url(), headers: auth(actor) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string | (() => Promise<string>), payload?: unknown | (() => Promise<unknown>)): Req => async (actor) => ({
  method,
  url: typeof url === 'string' ? url : await url(),
  headers: auth(actor),
  ...(payload !== undefined ? { payload: (typeof payload === 'function' ? await (payload as () => Promise<unknown>)() : payload) as any } : {}),
});

const matrix: Record<string, [Req, Expect]> = {
  'GET /api/health': [get('/api/health'), [200, 200, 200, 200]],
  'GET /api/config': [get('/api/config'), [200, 200, 200, 200]],
  'POST /api/auth/signup': [async (actor) => ({ method: 'POST', url: '/api/auth/signup', headers: auth(actor), payload: { email: unique(), password: 'long enough', firstName: 'M', lastName: 'X', websiteUrl: 'm.example' } }), [201, 201, 201, 201]],
  'POST /api/auth/login': [async (actor) => ({ method: 'POST', url: '/api/auth/login', headers: auth(actor), payload: { email: users.A.email, password: users.A.password } }), [200, 200, 200, 200]],
  'GET /api/auth/user': [get('/api/auth/user'), [401, 200, 200, 200]],
  'GET /api/logout': [async (actor) => ({ method: 'GET', url: '/api/logout', headers: await fx.session(actor) }), [302, 302, 302, 302]],
  'POST /api/auth/logout': [async (actor) => ({ method: 'POST', url: '/api/auth/logout', headers: await fx.session(actor) }), [204, 204, 204, 204]],
  'GET /api/login': [get('/api/login'), [302, 302, 302, 302]],
  'GET /api/callback': [get('/api/callback?code=x&state=y'), [302, 302, 302, 302]],
  'POST /api/auth/2fa/setup': [send('POST', '/api/auth/2fa/setup'), [401, 200, 200, 200]],
  'POST /api/auth/2fa/verify': [send('POST', '/api/auth/2fa/verify', { token: 'abcdef' }), [401, 400, 400, 400]],
  'POST /api/auth/2fa/disable': [send('POST', '/api/auth/2fa/disable', { code: '123456' }), [401, 409, 409, 409]],
  'POST /api/auth/login/2fa': [send('POST', '/api/auth/login/2fa', { challengeToken: 'forged', code: '123456' }), [401, 401, 401, 401]],
  'GET /api/auth/preferences': [get('/api/auth/preferences'), [401, 200, 200, 200]],
  'PUT /api/auth/preferences': [send('PUT', '/api/auth/preferences', { animations: false }), [401, 200, 200, 200]],
  'GET /api/websites': [get('/api/websites'), [401, 200, 200, 200]],
  'POST /api/websites': [send('POST', '/api/websites', { name: 'M', domain: 'm.example' }), [401, 201, 201, 201]],
  'PUT /api/websites/:id': [send('PUT', async () => `/api/websites/${(await fx.site()).id}`, { name: 'Renamed', domain: 'r.example' }), [401, 200, 404, 404]],
  'DELETE /api/websites/:id': [send('DELETE', async () => `/api/websites/${(await fx.site()).id}`), [401, 200, 404, 404]],
  'GET /api/websites/:id/backup/history': [get(async () => `/api/websites/${(await fx.site()).id}/backup/history`), [401, 200, 404, 404]],
  'GET /api/websites/:id/backup': [get(async () => `/api/websites/${(await fx.site()).id}/backup`), [401, 200, 404, 404]],
  'PUT /api/admin/websites/:id/files': [
    async (actor) => ({ method: 'PUT', url: `/api/admin/websites/${(await fx.site()).id}/files`, headers: { ...auth(actor), 'content-type': 'application/zip' }, payload: await makeZip({ 'index.html': 'hi' }) }),
    [401, 403, 403, 200],
  ],
  'GET /api/payments': [get('/api/payments'), [401, 200, 200, 200]],
  'POST /api/create-payment-intent': [send('POST', '/api/create-payment-intent', async () => { const p = await fx.payment(); return { paymentId: p.id, amount: p.amount }; }), [401, 200, 404, 404]],
  'POST /api/payments/confirm': [
    async (actor) => {
      const p = await fx.payment();
      const { clientSecret } = (await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: users.A.headers, payload: { paymentId: p.id, amount: p.amount } })).json();
      return { method: 'POST', url: '/api/payments/confirm', headers: auth(actor), payload: { clientSecret, card: CARD_OK } };
    },
    [401, 200, 404, 404],
  ],
  'GET /api/payments/:id/receipt.pdf': [get(async () => `/api/payments/${(await fx.paid()).id}/receipt.pdf`), [401, 200, 404, 404]],
  'GET /api/payment-methods': [get('/api/payment-methods'), [401, 200, 200, 200]],
  'DELETE /api/payment-methods/:id': [send('DELETE', async () => `/api/payment-methods/${(await fx.card()).id}`), [401, 204, 404, 404]],
  'POST /api/webhooks/stripe': [send('POST', '/api/webhooks/stripe', { id: 'evt_x' }), [404, 404, 404, 404]],
  'GET /api/notifications': [get('/api/notifications'), [401, 200, 200, 200]],
  'POST /api/notifications/:id/read': [send('POST', async () => `/api/notifications/${(await fx.notification()).id}/read`), [401, 204, 404, 404]],
  'POST /api/notifications/read-all': [send('POST', '/api/notifications/read-all'), [401, 200, 200, 200]],
  'GET /api/services': [get('/api/services'), [200, 200, 200, 200]],
  'GET /api/service-orders': [get('/api/service-orders'), [401, 200, 200, 200]],
  'POST /api/service-orders': [
    send('POST', '/api/service-orders', { serviceType: 'logo', title: 'L', description: 'A logo, please, thanks.', requirements: { timeline: 'standard', budget: 'standard', contactEmail: 'a@example.com' } }),
    [401, 201, 201, 201],
  ],
  'GET /api/admin/service-orders': [get('/api/admin/service-orders'), [401, 403, 403, 200]],
  'PUT /api/admin/service-orders/:id': [send('PUT', async () => `/api/admin/service-orders/${(await fx.order()).id}`, { status: 'design_phase' }), [401, 403, 403, 200]],
  'POST /api/objects/upload': [send('POST', '/api/objects/upload'), [401, 200, 200, 200]],
  'PUT /api/attachments': [send('PUT', '/api/attachments', async () => ({ attachmentURL: await fx.unclaimedUpload() })), [401, 200, 404, 404]],
  'GET /api/objects/uploads/:key': [get(async () => new URL(await uploadAttachment(t, users.A), 'http://x').pathname), [401, 200, 404, 200]],
  // The signed query string is the credential: without it, nobody may upload.
  'PUT /api/objects/uploads/:key': [
    async (actor) => ({ method: 'PUT', url: '/api/objects/uploads/00000000-0000-4000-8000-000000000001', headers: { ...auth(actor), 'content-type': 'image/png' }, payload: fixtures.png }),
    [403, 403, 403, 403],
  ],
  'GET /api/change-requests': [get('/api/change-requests'), [401, 200, 200, 200]],
  'POST /api/change-requests': [send('POST', '/api/change-requests', async () => ({ websiteId: (await fx.site()).id, title: 'T', type: 'seo', description: 'Better titles, please.' })), [401, 201, 404, 404]],
  'GET /api/admin/change-requests': [get('/api/admin/change-requests'), [401, 403, 403, 200]],
  'PUT /api/admin/change-requests/:id': [send('PUT', async () => `/api/admin/change-requests/${(await fx.changeRequest()).id}`, { status: 'in_progress' }), [401, 403, 403, 200]],
  'GET /js/track.js': [get('/js/track.js'), [200, 200, 200, 200]],
  'GET /api/websites/:id/analytics/:days': [get(async () => `/api/websites/${(await fx.site()).id}/analytics/30`), [401, 200, 404, 404]],
  'OPTIONS /api/collect': [async () => ({ method: 'OPTIONS', url: '/api/collect' }), [204, 204, 204, 204]],
  'POST /api/collect': [
    async (actor) => ({ method: 'POST', url: '/api/collect', headers: { ...auth(actor), 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 Firefox/128.0' }, payload: JSON.stringify({ site: 'm.example', url: 'https://m.example/' }) }),
    [202, 202, 202, 202],
  ],
  'POST /api/contact': [
    async (actor) => ({ method: 'POST', url: '/api/contact', headers: auth(actor), remoteAddress: `10.9.0.${ACTORS.indexOf(actor) + 1}`, payload: { name: 'Matrix', email: 'm@example.com', service: 'Website', budget: '1k-5k', timeline: 'Soon', message: 'Hello from the matrix test.' } }),
    [201, 201, 201, 201],
  ],
  'GET /api/admin/enquiries': [get('/api/admin/enquiries'), [401, 403, 403, 200]],
  'GET /api/admin/audit': [get('/api/admin/audit?limit=5'), [401, 403, 403, 200]],
  'GET /api/help/articles': [get('/api/help/articles'), [200, 200, 200, 200]],
  'POST /api/ai/chat': [send('POST', '/api/ai/chat', { message: 'What payments are due?' }), [401, 200, 200, 200]],
};

/**
 * A fingerprint of every table: any change to any row changes it. The audit trail is left out: a
 * refused request (a forged two-factor challenge, a failed sign-in) is exactly what it records.
 */
async function fingerprint(): Promise<string> {
  const rows = await t.database.db.execute(sql`
    select string_agg(table_name || ':' || md5_rows, ',' order by table_name) as f from (
      select table_name, (xpath('/row/c/text()', query_to_xml('select md5(coalesce(string_agg(t::text, '','' order by t::text), '''')) as c from public.' || quote_ident(table_name) || ' t', false, true, '')))[1]::text as md5_rows
      from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('job_locks', 'analytics_salts', 'audit_events')
    ) s`);
  return String((rows as unknown as { rows: { f: string }[] }).rows[0].f);
}

describe('authorization matrix', () => {
  it('has an entry for every route the server registers', () => {
    const registered = [...new Set(t.app.routeList.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))];
    const missing = registered.filter((r) => !matrix[r]);
    const stale = Object.keys(matrix).filter((k) => !registered.includes(k));
    expect(missing, 'routes without an authorization expectation').toEqual([]);
    expect(stale, 'expectations for routes that no longer exist').toEqual([]);
  });

  it('notices any change to the database (the check below is not vacuous)', async () => {
    const before = await fingerprint();
    expect(before).toContain('websites:');
    await fx.site();
    expect(await fingerprint()).not.toBe(before);
  });

  for (const [route, [request, expected]] of Object.entries(matrix)) {
    it(route, async () => {
      for (const actor of ACTORS) {
        const want = expected[{ anon: 0, A: 1, B: 2, admin: 3 }[actor]];
        const options = await request(actor);
        const refusedWrite = options.method !== 'GET' && want >= 400;
        const before = refusedWrite ? await fingerprint() : '';
        const res = await t.app.inject(options);
        expect(res.statusCode, `${route} as ${actor}: ${res.body.slice(0, 200)}`).toBe(want);
        if (res.statusCode >= 400) expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
        if (refusedWrite) expect(await fingerprint(), `${route} as ${actor} changed the database`).toBe(before);
      }
    });
  }
});
