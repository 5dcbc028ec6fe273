import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWebsite, paymentsOf, type TestUser, uploadAttachment } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { type Body, encode, fuzzInputs, json, LEAKS, nasty, queryArb } from './fuzz-inputs';

/**
 * Property-based inputs against every route the server registers, as an anonymous caller, a client and
 * an admin: arbitrary JSON (and not-JSON) bodies, objects with the API's field names but wrong types,
 * arbitrary path parameters and query strings. Whatever arrives, the answer is never a 5xx and never
 * shows a stack frame, a file path or an internal error name. Seeded and bounded, so a failure replays.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_311);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);

type Actor = 'anon' | 'client' | 'admin';
let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anon'>, TestUser>;
// Real ids and keys, so some inputs reach past the "not found" checks.
const known: string[] = [];
const { mutatedBody, bodyArb, paramArb } = fuzzInputs(known);
const real = { site: '', payment: '', amount: '', changeRequest: '', order: '', upload: '', clientSecret: '' };
const cleanup: (() => void)[] = [];

beforeAll(async () => {
  // A built client, as in production: paths outside /api/ get the SPA (without one they get a deliberate 503).
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-fuzz-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Portal</title>');
  cleanup.push(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  t = await createTestApp({ clientDir, env: { ADMIN_EMAILS: 'fuzz.admin@example.com', SIGNUP_RATE_LIMIT: '100000' } });
  users.client = await createUser(t);
  users.admin = await createUser(t, { email: 'fuzz.admin@example.com' });
  const site = await createWebsite(t, users.client, { hostingPrice: '10.00', domainPrice: '12.00' });
  const payments = await paymentsOf(t, users.client);
  const cr = await t.app.inject({
    method: 'POST',
    url: '/api/change-requests',
    headers: users.client.headers,
    payload: { websiteId: site.id, title: 'Fuzz', type: 'bug', description: 'A change request to fuzz.' },
  });
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/service-orders',
    headers: users.client.headers,
    payload: { serviceType: 'logo', title: 'Logo', description: 'A logo for the fuzz test.', requirements: { timeline: 'standard', budget: 'standard', contactEmail: 'a@example.com' } },
  });
  const upload = new URL(await uploadAttachment(t, users.client), 'http://x').pathname.split('/').pop()!;
  const intent = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: users.client.headers, payload: { paymentId: payments[0].id, amount: payments[0].amount } });
  Object.assign(real, { site: site.id, payment: payments[0].id, amount: payments[0].amount, changeRequest: cr.json().id, order: order.json().order.id, upload, clientSecret: intent.json().clientSecret });
  known.push(site.id, ...payments.map((p) => p.id), cr.json().id, order.json().order.id, upload);
}, 60_000);
afterAll(async () => {
  if (process.env.FUZZ_STATS) for (const [route, counts] of stats) console.log(route, Object.fromEntries(counts));
  await t?.close();
  for (const c of cleanup) c();
});

let signups = 0;
/** A valid request body per route; the fuzzer mostly sends these with a part or two changed. */
const baselines: Record<string, () => unknown> = {
  'POST /api/auth/signup': () => ({ email: `fuzz.signup.${++signups}@example.com`, password: 'long enough', firstName: 'F', lastName: 'Z', websiteUrl: 'f.example' }),
  'POST /api/auth/login': () => ({ email: users.client.email, password: users.client.password }),
  'POST /api/auth/2fa/verify': () => ({ token: '123456' }),
  'POST /api/auth/2fa/disable': () => ({ code: '123456' }),
  'POST /api/auth/login/2fa': () => ({ challengeToken: 'challenge', code: '123456' }),
  'PUT /api/auth/preferences': () => ({ emailNotifications: true, paymentReminders: false, websiteAlerts: true, marketingUpdates: false, animations: true, darkMode: true }),
  'POST /api/websites': () => ({ name: 'Fuzz', domain: 'fuzz.example', deploymentUrl: 'https://fuzz.example', repositoryUrl: 'https://git.example/f', hostingPrice: '10.00', domainPrice: '12.00' }),
  'PUT /api/websites/:id': () => ({ name: 'Fuzz', domain: 'fuzz.example', deploymentUrl: 'https://fuzz.example', repositoryUrl: null, hostingPrice: '10.00', domainPrice: '12.00' }),
  'POST /api/create-payment-intent': () => ({ paymentId: real.payment, amount: real.amount, saveCard: true }),
  'POST /api/payments/confirm': () => ({ clientSecret: real.clientSecret, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' } }),
  'POST /api/service-orders': () => ({ serviceType: 'logo', title: 'Logo', description: 'A logo for the fuzz test.', requirements: { timeline: 'rush', budget: 'premium', additionalRequirements: 'x', contactEmail: 'a@example.com', companyName: 'Co' } }),
  'PUT /api/admin/service-orders/:id': () => ({ status: 'design_phase', estimatedDelivery: '2026-05-01' }),
  'PUT /api/attachments': () => ({ attachmentURL: `/api/objects/uploads/${real.upload}` }),
  'POST /api/change-requests': () => ({ websiteId: real.site, title: 'Fix', type: 'bug', description: 'Something to fix here.', estimatedCost: '50', attachments: [{ url: `/api/objects/uploads/${real.upload}`, name: 'a.png' }] }),
  'PUT /api/admin/change-requests/:id': () => ({ status: 'completed', adminNotes: 'Done.' }),
  'POST /api/collect': () => ({ site: 'fuzz.example', url: 'https://fuzz.example/a?b=c', referrer: 'https://ref.example/x', event: 'pageview', duration: 1000 }),
  'POST /api/contact': () => ({ name: 'Fuzz', email: 'f@example.com', phone: '1', company: 'Co', service: 'Website', budget: '1k', timeline: 'Soon', message: 'Hello from the fuzz test.' }),
  'POST /api/ai/chat': () => ({ message: 'What payments are due?', context: { conversationHistory: [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello' }] } }),
};


let addresses = 0;
// A new address per request, so the per-IP rate limits do not turn the run into a wall of 429s.
const nextAddress = () => `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;

async function sessionFor(actor: Actor, route: string): Promise<Record<string, string>> {
  if (actor === 'anon') return {};
  // Logging out must not end the session the other runs use.
  if (route.includes('logout')) return { authorization: `Bearer ${await t.app.ctx.services.auth.createSession(users[actor].id)}` };
  return users[actor].headers;
}

// FUZZ_STATS=1 prints what each route answered, to see that inputs reach past validation.
const stats = new Map<string, Map<number, number>>();
function check(route: string, options: InjectOptions, res: { statusCode: number; body: string }, count = true) {
  if (process.env.FUZZ_STATS && count) {
    const counts = stats.get(route) ?? new Map<number, number>();
    counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
    stats.set(route, counts);
  }
  const where = `${route} ${String(options.url).slice(0, 200)} with ${String(options.payload ?? '').slice(0, 200)}`;
  expect(res.statusCode, `${where}\n→ ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  for (const leak of LEAKS) expect(res.body, `${where} leaked`).not.toMatch(leak);
}

describe('fuzzing every route (seeded, bounded)', () => {
  it('covers the registered routes, with a valid body for every route that takes JSON', async () => {
    expect(t.app.routeList.length).toBeGreaterThan(40);
    const registered = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(baselines).filter((route) => !registered.has(route)), 'baselines of routes that no longer exist').toEqual([]);
    // The baselines are valid, so the mutations start from requests that get all the way through.
    const answers: Record<string, number> = {};
    for (const [route, make] of Object.entries(baselines)) {
      const [method, pattern] = route.split(' ');
      const url = pattern.replace(':id', route.includes('service-orders') ? real.order : route.includes('change-requests') ? real.changeRequest : real.site);
      const actor = route.includes('/admin/') ? users.admin : users.client;
      const res = await t.app.inject({ method: method as InjectOptions['method'], url, headers: actor.headers, payload: make() as object, remoteAddress: nextAddress() });
      answers[route] = res.statusCode;
    }
    // Without a second factor set up, these go as far as the service's own refusal.
    expect(answers).toMatchObject({ 'POST /api/auth/2fa/verify': 400, 'POST /api/auth/2fa/disable': 409, 'POST /api/auth/login/2fa': 401 });
    expect(Object.entries(answers).filter(([route, status]) => status >= 300 && !route.includes('2fa'))).toEqual([]);
  });

  it('answers every route, whoever calls and whatever is sent, without a 5xx or a leak', async () => {
    // Deleting routes last, so the records the others reach for are still there.
    const routes = [...new Map(t.app.routeList.map((r) => [`${r.method} ${r.url}`, r])).values()].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const failures: string[] = [];
    let seed = SEED;
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
      const run = fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Actor>('anon', 'client', 'admin'),
          fc.tuple(...[...route.url.matchAll(/:(\w+)/g)].map((m) => paramArb(m[1])), fc.constant('')),
          queryArb,
          !hasBody
            ? fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: bodyArb })
            : baselines[name]
              ? fc.oneof({ weight: 3, arbitrary: mutatedBody(baselines[name]) }, { weight: 1, arbitrary: fc.constant(null).map(() => json(baselines[name]())) }, { weight: 2, arbitrary: bodyArb })
              : bodyArb,
          fc.boolean(),
          async (actor, params, query, body, strict) => {
            let i = 0;
            const url = route.url.replace(/:\w+/g, () => {
              const p = params[i++];
              // Mostly well-formed percent-encoding; sometimes the raw text, as a careless client would send it.
              return encode(p, !strict);
            });
            const headers: Record<string, string> = { ...(await sessionFor(actor, name)) };
            if (body.contentType) headers['content-type'] = body.contentType;
            const options: InjectOptions = { method: route.method as InjectOptions['method'], url: url + query, headers, remoteAddress: nextAddress() };
            if (body.payload !== undefined) options.payload = body.payload;
            const res = await t.app.inject(options);
            check(name, options, res);
          },
        ),
        { seed: seed++, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      // Every route is fuzzed even when one fails, so one run shows all that is wrong.
      await run.catch((err: Error & { cause?: Error }) => {
        const counterexample = err.message.split('\n').find((l) => l.startsWith('Counterexample')) ?? err.message.slice(0, 500);
        failures.push(`${name}\n  ${counterexample.slice(0, 1500)}\n  ${(err.cause?.message ?? '').split('\n').slice(0, 2).join(' ')}`);
      });
    }
    expect(failures.length, failures.join('\n\n')).toBe(0);
  }, 60_000 + RUNS_PER_ROUTE * 1500);

  it('answers unknown paths and methods without a 5xx or a leak', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
        fc.array(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), nasty.filter(Boolean)), { minLength: 1, maxLength: 5 }),
        queryArb,
        async (method, segments, query) => {
          const url = `/api/${segments.map((s) => encode(s)).join('/')}${query}`;
          const options: InjectOptions = { method: method as InjectOptions['method'], url, headers: users.client.headers };
          check(`${method} ${url}`, options, await t.app.inject(options), false);
        },
      ),
      { seed: SEED, numRuns: 150 },
    );
  });
});
