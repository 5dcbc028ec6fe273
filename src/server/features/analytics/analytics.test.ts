import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, analyticsSalts } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { createUser, createWebsite, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = fixedClock(new Date('2026-11-20T10:00:00Z'));
let t: TestApp;
let alice: TestUser;
let site: { id: string; domain: string };
beforeAll(async () => {
  t = await createTestApp({ clock, env: { COLLECT_RATE_LIMIT: '40' } });
  alice = await createUser(t);
  site = await createWebsite(t, alice, { domain: 'bakery.example' });
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const beacon = (payload: object, ua = FIREFOX, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/collect', remoteAddress: ip, headers: { 'content-type': 'text/plain', 'user-agent': ua, origin: 'https://bakery.example' }, payload: JSON.stringify(payload) });
const view = (path: string, ua?: string, ip?: string) => beacon({ site: 'bakery.example', url: `https://bakery.example${path}?utm=x`, referrer: 'https://search.example/q' }, ua, ip);
const rows = async (days = 7) => (await t.app.inject({ url: `/api/websites/${site.id}/analytics/${days}`, headers: alice.headers })).json();
const settle = async () => {
  await t.app.ctx.services.analytics.drain();
  await t.app.ctx.services.analytics.rollup();
};

describe('GET /js/track.js', () => {
  it('is a small script any website may load', async () => {
    const res = await t.app.inject({ url: '/js/track.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(zlib.gzipSync(res.body).length).toBeLessThanOrEqual(1536);
    expect(res.body).toContain('sendBeacon');
    expect(res.body).not.toMatch(/document\.cookie|localStorage/);
  });
});

describe('POST /api/collect', () => {
  it('answers 202 at once, open to any origin, with no preflight needed', async () => {
    const res = await view('/');
    expect(res.statusCode).toBe(202);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const pre = await t.app.inject({ method: 'OPTIONS', url: '/api/collect', headers: { origin: 'https://bakery.example', 'access-control-request-method': 'POST' } });
    expect(pre.statusCode).toBe(204);
  });

  it('counts two user agents as two visitors, a one-page session as a bounce, and stores no IP or user agent', async () => {
    await view('/menu', CHROME, '198.51.100.20');
    await view('/about');
    await beacon({ site: 'bakery.example', url: 'https://bakery.example/about', event: 'leave', duration: 30_000 });
    await settle();
    const [today] = (await rows(1)) as any[];
    expect(today).toMatchObject({ date: '2026-11-20', visitors: 2, pageViews: 3, bounceRate: '50.0', uptime: '100.00' });
    const stored = JSON.stringify(await t.database.db.select().from(analyticsEvents));
    for (const secret of ['203.0.113.7', '198.51.100.20', 'Firefox', 'Chrome', 'utm=x']) expect(stored).not.toContain(secret);
    const website = (await t.app.inject({ url: '/api/websites', headers: alice.headers })).json()[0];
    expect(website.monthlyVisits).toBe(2);
  });

  it('rotates the salt every day: the same person is a new visitor tomorrow; old salts go after 48 hours', async () => {
    clock.set(new Date('2026-11-21T10:00:00Z'));
    await view('/');
    await settle();
    const tomorrow = (await rows(1))[0];
    expect(tomorrow).toMatchObject({ date: '2026-11-21', visitors: 1 });
    const all = await t.database.db.select().from(analyticsEvents);
    const yesterday = all.find((e) => e.day === '2026-11-20' && e.path === '/')!;
    const today = all.find((e) => e.day === '2026-11-21')!;
    expect(yesterday.visitorId).not.toBe(today.visitorId);
    clock.set(new Date('2026-11-23T10:00:00Z'));
    await view('/');
    await settle();
    // Only the salts of the last 48 hours remain (today's; yesterday had no visits).
    expect((await t.database.db.select().from(analyticsSalts)).map((s) => s.day)).toEqual(['2026-11-23']);
    clock.set(new Date('2026-11-20T10:00:00Z'));
  });

  it('ignores bots and unknown sites, refuses malformed (400) and oversize (413) bodies, and rate-limits (429)', async () => {
    const before = (await t.database.db.select().from(analyticsEvents)).length;
    expect((await view('/', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).statusCode).toBe(202);
    expect((await beacon({ site: 'unknown.example', url: 'https://unknown.example/' })).statusCode).toBe(202);
    await t.app.ctx.services.analytics.drain();
    expect((await t.database.db.select().from(analyticsEvents)).length).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/collect', headers: { 'content-type': 'text/plain' }, payload: '{not json' })).statusCode).toBe(400);
    expect((await beacon({ site: 'bakery.example' })).statusCode).toBe(400);
    expect((await beacon({ site: 'bakery.example', url: 'x'.repeat(5000) })).statusCode).toBe(413);
    const codes: number[] = [];
    for (let i = 0; i < 45; i++) codes.push((await view('/', FIREFOX, '192.0.2.99')).statusCode);
    expect(codes).toContain(429);
  });
});

describe('POST /api/collect, the lean route', () => {
  let n = 0;
  // A fresh address per request, so that the rate limit of this file's other tests does not interfere.
  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/collect', remoteAddress: `198.18.0.${++n}`, headers: { 'content-type': 'text/plain', 'user-agent': FIREFOX, ...headers }, payload });

  it('refuses what the beacon schema refused (400) and takes what it took (202)', async () => {
    const ok = { site: 'bakery.example', url: 'https://bakery.example/' };
    const refused: unknown[] = [
      null, [], 'text', 42, {},
      { ...ok, site: '' }, { ...ok, site: 'x'.repeat(254) }, { ...ok, site: 7 }, { url: ok.url },
      { ...ok, url: '' }, { ...ok, url: `https://bakery.example/${'x'.repeat(2048)}` }, { ...ok, url: null }, { site: ok.site },
      { ...ok, referrer: null }, { ...ok, referrer: 5 }, { ...ok, referrer: 'r'.repeat(2049) },
      { ...ok, event: 'click' }, { ...ok, event: null },
      { ...ok, duration: -1 }, { ...ok, duration: 24 * 3600 * 1000 + 1 }, { ...ok, duration: '5' }, { ...ok, duration: null },
    ];
    for (const body of refused) expect((await post(JSON.stringify(body))).statusCode, JSON.stringify(body)).toBe(400);
    expect((await post('{"site":')).json()).toEqual({ message: 'The beacon must be JSON' });
    expect((await post('{"site":"bakery.example"}')).json()).toEqual({ message: 'Malformed beacon' });
    const taken = [ok, { ...ok, referrer: '' }, { ...ok, event: 'leave', duration: 0 }, { ...ok, duration: 24 * 3600 * 1000 }, { ...ok, extra: { any: 'thing' } }];
    for (const body of taken) expect((await post(JSON.stringify(body))).statusCode, JSON.stringify(body)).toBe(202);
  });

  it('keeps the moment of a beacon to the millisecond', async () => {
    clock.set(new Date('2026-11-20T10:00:00.123Z'));
    try {
      await post(JSON.stringify({ site: 'bakery.example', url: 'https://bakery.example/exact-moment' }));
      await t.app.ctx.services.analytics.drain();
      const stored = (await t.database.db.select().from(analyticsEvents)).find((e) => e.path === '/exact-moment')!;
      expect(stored.at.toISOString()).toBe('2026-11-20T10:00:00.123Z');
      expect(stored.day).toBe('2026-11-20');
    } finally {
      clock.set(new Date('2026-11-20T10:00:00Z'));
    }
  });

  it('sends CORS and nosniff on its refusals too (413, 415, 429), with retry-after on a 429', async () => {
    const big = await post(JSON.stringify({ site: 'bakery.example', url: 'x'.repeat(5000) }));
    const wrongType = await post('{}', { 'content-type': 'application/x-www-form-urlencoded' });
    let limited;
    for (let i = 0; i < 45 && limited?.statusCode !== 429; i++) {
      limited = await t.app.inject({ method: 'POST', url: '/api/collect', remoteAddress: '192.0.2.150', headers: { 'content-type': 'text/plain' }, payload: '{}' });
    }
    for (const [res, status] of [[big, 413], [wrongType, 415], [limited!, 429]] as const) {
      expect(res.statusCode).toBe(status);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited!.json()).toEqual({ message: 'Too many requests, please try again later' });
  });
});

describe('a new website', () => {
  it('is counted within seconds, not after the domain cache expires', async () => {
    await view('/'); // the cache is warm
    const fresh = await createWebsite(t, alice, { domain: 'brand-new.example' });
    await new Promise((r) => setTimeout(r, 2100));
    await beacon({ site: 'brand-new.example', url: 'https://brand-new.example/' });
    await settle();
    const [row] = (await t.app.inject({ url: `/api/websites/${fresh.id}/analytics/1`, headers: alice.headers })).json();
    expect(row?.visitors).toBe(1);
  });
});

describe('GET /api/websites/{id}/analytics/{days}', () => {
  it('takes 1 to 365 days, and only the caller\'s own website', async () => {
    for (const bad of ['0', '366', 'abc', '7.5']) {
      expect((await t.app.inject({ url: `/api/websites/${site.id}/analytics/${bad}`, headers: alice.headers })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: `/api/websites/${site.id}/analytics/365`, headers: alice.headers })).statusCode).toBe(200);
    const bob = await createUser(t);
    expect((await t.app.inject({ url: `/api/websites/${site.id}/analytics/30`, headers: bob.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/websites/${site.id}/analytics/30` })).statusCode).toBe(401);
  });
});
