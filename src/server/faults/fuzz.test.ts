import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWebsite, paymentsOf, type TestUser, uploadAttachment } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

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

// Field names the API uses anywhere, so generated objects look like real payloads with wrong values.
const FIELDS = [
  'name', 'domain', 'deploymentUrl', 'repositoryUrl', 'hostingPrice', 'domainPrice', 'websiteId', 'title', 'type',
  'description', 'estimatedCost', 'attachments', 'url', 'status', 'adminNotes', 'estimatedDelivery', 'paymentId',
  'amount', 'saveCard', 'clientSecret', 'card', 'number', 'expMonth', 'expYear', 'cvc', 'email', 'password',
  'firstName', 'lastName', 'websiteUrl', 'token', 'code', 'challengeToken', 'message', 'context',
  'conversationHistory', 'role', 'content', 'serviceType', 'requirements', 'timeline', 'budget',
  'additionalRequirements', 'contactEmail', 'companyName', 'attachmentURL', 'site', 'referrer', 'event',
  'duration', 'emailNotifications', 'paymentReminders', 'websiteAlerts', 'marketingUpdates', 'animations',
  'darkMode', 'phone', 'company', 'service', 'website', 'returnTo', 'days', 'id', 'key', '__proto__', 'constructor',
];

const hugeText = fc.constantFrom('x'.repeat(300_000), '\u{1F600}'.repeat(40_000), '9'.repeat(5000), 'a'.repeat(2049));
const nasty = fc.constantFrom(
  '', ' ', '0', '-1', '1e309', 'NaN', 'Infinity', '-0', '25.00', '25.001', '99999999999.99', '0.00', '-5.00',
  'logo', 'website', 'standard', 'rush', 'premium', 'bug', 'seo', 'pending', 'completed', 'cancelled', 'in_progress',
  'design_phase', 'paid', 'assistant', 'user', 'pageview', 'leave',
  '2026-01-01', '2026-13-45T99:00:00Z', '0000-00-00', '+275760-09-13T00:00:00.000Z', '4242 4242 4242 4242',
  '4000 0000 0000 0002', 'a@example.com', 'fuzz.admin@example.com', 'http://127.0.0.1/', 'https://example.com/x?y=1',
  'javascript:alert(1)', '/\\evil.example', '//evil.example', '../../etc/passwd', "'; drop table users; --",
  '\u0000', 'a\u0000b', '\uD800', '\uFFFF', '\u202E', 'Ω≈ç√∫', '<script>alert(1)</script>', '%00', '%', '${x}',
);
// Read when generating, after beforeAll made them.
const id = () => fc.nat().map((i) => known[i % known.length]);
const scalar = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 3, arbitrary: nasty },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1, 12, 2030, 2 ** 53, -(2 ** 53), 1e308, 0.1) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: id() },
  { weight: 1, arbitrary: hugeText },
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 5 }),
  ),
}));

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}
const json = (v: unknown): Body => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' });
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

type Path = (string | number)[];
function leafPaths(v: unknown, at: Path = []): Path[] {
  if (v && typeof v === 'object') {
    const entries = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v);
    return [at, ...entries.flatMap(([k, x]) => leafPaths(x, [...at, k]))];
  }
  return [at];
}
const DROP = Symbol('drop');
function replaced(base: unknown, at: Path, next: unknown): unknown {
  if (at.length === 0) return next;
  const copy: any = Array.isArray(base) ? [...base] : { ...(base as object) };
  const [head, ...rest] = at;
  if (rest.length === 0 && next === DROP) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head];
  } else copy[head] = replaced(copy[head], rest, next);
  return copy;
}
const get = (v: unknown, at: Path): unknown => at.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)?.[k], v);
// Characters a text column or a parser may choke on, slipped into an otherwise valid string.
const POISON = ['\u0000', '\uD800', '\uDFFF', '\uFFFE', '\u202E', '\r\n', '\u2028', '%00', '\\', '"', "'"];
type Change = { kind: 'value'; next: unknown } | { kind: 'poison'; char: string; at: number };
const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 4, arbitrary: value.map((next) => ({ kind: 'value' as const, next })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'value' as const, next: DROP }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('poison' as const), char: fc.constantFrom(...POISON), at: fc.nat() }) },
);
/**
 * The route's valid body with one or two parts replaced by arbitrary values, removed, or (for a string)
 * given one troublesome character; sometimes with extra keys.
 */
const mutatedBody = (make: () => unknown): fc.Arbitrary<Body> =>
  fc
    .tuple(fc.array(fc.tuple(fc.nat(), change), { minLength: 1, maxLength: 2 }), fc.option(fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 2 })))
    .map(([changes, extra]) => {
      let body = make();
      for (const [pick, c] of changes) {
        const paths = leafPaths(body).filter((p) => p.length > 0);
        if (!paths.length) continue;
        if (c.kind === 'value') {
          body = replaced(body, paths[pick % paths.length], c.next);
          continue;
        }
        const strings = paths.filter((p) => typeof get(body, p) === 'string');
        if (!strings.length) continue;
        const at = strings[pick % strings.length];
        const text = get(body, at) as string;
        const i = c.at % (text.length + 1);
        body = replaced(body, at, text.slice(0, i) + c.char + text.slice(i));
      }
      return json(extra && body && typeof body === 'object' && !Array.isArray(body) ? { ...extra, ...body } : body);
    });

const bodyArb: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map(json) },
  { weight: 2, arbitrary: fc.jsonValue().map(json) },
  { weight: 1, arbitrary: fc.anything({ withNullPrototype: true, withObjectString: true }).map(json) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => ({ payload: s, contentType: 'application/json' })) },
  {
    weight: 1,
    arbitrary: fc.record({
      payload: fc.oneof(fc.string({ maxLength: 60 }), fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a))),
      contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/zip', 'image/png', 'application/octet-stream', '', 'a/b/c'),
    }),
  },
  { weight: 1, arbitrary: fc.constant<Body>({}) },
);
const anyParam = fc.oneof(
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
  { weight: 2, arbitrary: nasty.filter((s) => s !== '') },
  { weight: 1, arbitrary: fc.constant('9'.repeat(400)) },
);
// Each parameter mostly gets the kind of value it expects (a real id, a day count), else anything.
const paramArb = (name: string) =>
  name === 'days'
    ? fc.oneof(fc.constantFrom('1', '7', '30', '90', '365', '366', '0', '-7', '1.5', '007', '1e2'), fc.integer().map(String), anyParam)
    : fc.oneof({ weight: 3, arbitrary: id() }, { weight: 2, arbitrary: anyParam });
const queryArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 6 })), fc.oneof(fc.string({ maxLength: 30 }), nasty), { maxKeys: 4 })
      .map((q) => `?${new URLSearchParams(q)}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('?returnTo=%00', '?a=%', '?a[b]=1&a[c]=2', '?returnTo=//evil', '?code=&state=', `?x=${'y'.repeat(3000)}`) },
);

// The body never carries these: a stack frame, a source path, a runtime error's name, SQL.
const LEAKS = [/\bat .+\.(ts|js|mjs|cjs):\d+/, /\/(work|home|usr|tmp)\//, /node_modules/, /file:\/\//, /\b(TypeError|ReferenceError|RangeError|SyntaxError|DrizzleQueryError)\b/, /Failed query/i, /\b(from|into|update) "\w+"/i];

// Lone surrogates cannot be percent-encoded as UTF-8: they go as a byte sequence that is not UTF-8 either.
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (s: string, raw = false) =>
  s
    .split(LONE)
    .map((part) => (raw ? encodeURI(part).replace(/[?#]/g, encodeURIComponent) : encodeURIComponent(part)))
    .join('%ED%A0%80');

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
