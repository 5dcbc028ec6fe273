import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config';
import { loggerOptions } from './logger';
import { createUser, uniqueEmail } from './test/factories';
import { createTestApp, freshDatabase, type TestApp } from './test/test-app';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  t = await createTestApp();
  clientDir = path.join(t.dataDir, 'client');
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><meta property="og:image" content="/og-image.png" /><meta name="twitter:image" content="/og-image.png" /><div id="root">spa</div>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(clientDir, 'assets', 'big-1234.js'), 'console.log("a fairly long line of code");\n'.repeat(200));
});
afterAll(() => t.close());

describe('health and routing', () => {
  it('GET /api/health answers 200 {"status":"ok"}', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers any other GET with the SPA index.html and serves built assets', async () => {
    const app = await buildApp({ config: t.config, database: t.database, clientDir });
    try {
      for (const url of ['/', '/dashboard', '/no/such/page?x=1']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('<div id="root">spa</div>');
      }
      // Link previews get absolute image URLs: the origin the page was asked at, or PUBLIC_URL.
      const page = await app.inject({ url: '/about', headers: { host: 'portal.test:8080' } });
      expect(page.body).toContain('<meta property="og:image" content="http://portal.test:8080/og-image.png" />');
      expect(page.body).toContain('<meta name="twitter:image" content="http://portal.test:8080/og-image.png" />');
      const behindUrl = await buildApp({ config: { ...t.config, PUBLIC_URL: 'https://clients.studio.example' }, database: t.database, clientDir });
      try {
        expect((await behindUrl.inject({ url: '/' })).body).toContain('content="https://clients.studio.example/og-image.png"');
      } finally {
        await behindUrl.close();
      }
      const asset = await app.inject({ url: '/assets/app-1234.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const zipped = await app.inject({ url: '/assets/big-1234.js', headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(zipped.rawPayload).toString()).toContain('a fairly long line');
      // A file that is not there (a stale tab after a new build) is a 404, not the page.
      const gone = await app.inject({ url: '/assets/app-old.js' });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['content-type']).toMatch(/text\/plain/);
    } finally {
      await app.close();
    }
  });

  it('GET /api/config gives the studio branding from configuration', async () => {
    const t2 = await createTestApp({
      env: { STUDIO_NAME: 'Northwind Web Co', STUDIO_ACCENT_COLOR: '#112233', STUDIO_CONTACT_EMAIL: 'hi@northwind.example' },
    });
    try {
      const res = await t2.app.inject({ url: '/api/config' });
      expect(res.json().studio).toMatchObject({ name: 'Northwind Web Co', accentColor: '#112233', contactEmail: 'hi@northwind.example' });
    } finally {
      await t2.close();
    }
  });
});

describe('the one error shape', () => {
  it('answers malformed JSON with 400 {message}', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const payload = JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(1024 * 1024) });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('answers a non-object body with 400 and an unsupported content type with 415', async () => {
    const arr = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] as any });
    expect(arr.statusCode).toBe(400);
    expect(arr.json().message).toBeTruthy();
    const xml = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
  });

  it('never leaks a stack or SQL on a 5xx', async () => {
    const { database } = await freshDatabase();
    const app = await buildApp({ config: t.config, database });
    try {
      await database.close(); // every query now fails inside the driver
      const res = await app.inject({ url: '/api/auth/user', headers: { authorization: 'Bearer some-token' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Internal server error' });
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('behind a reverse proxy', () => {
  it('takes the client address from X-Forwarded-For only with TRUST_PROXY (rate limits count real clients)', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const hit = (app: TestApp, ip: string) =>
        app.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': ip }, payload: { email: uniqueEmail('proxy'), password: 'x' } });
      // 30 a minute per address: through a trusted proxy, two clients are two addresses.
      for (let i = 0; i < 30; i++) await hit(proxied, '203.0.113.1');
      expect((await hit(proxied, '203.0.113.1')).statusCode).toBe(429);
      expect((await hit(proxied, '203.0.113.2')).statusCode).toBe(401);
      // Without TRUST_PROXY the header is ignored: everyone behind the proxy is one address.
      for (let i = 0; i < 30; i++) await hit(t, `198.51.100.${i}`);
      expect((await hit(t, '198.51.100.99')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff and frame-ancestors none on every response', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('keeps only nosniff on the analytics beacon\'s empty 202 (no document to protect)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/collect', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ site: 'nowhere.example', url: 'https://nowhere.example/' }) });
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('sends them on refused and malformed requests too', async () => {
    for (const res of [
      await t.app.inject({ url: '/api/websites' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{not json', headers: { 'content-type': 'application/json' } }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('CSRF origin check', () => {
  const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

  it('refuses a cookie-authenticated POST from another origin, or with no origin at all', async () => {
    const u = await createUser(t);
    const cookie = `sp_session=${u.token}`;
    const evil = await logout({ cookie, origin: 'https://evil.example', host: 'portal.test' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBeTruthy();
    expect((await logout({ cookie, referer: 'https://evil.example/page', host: 'portal.test' })).statusCode).toBe(403);
    expect((await logout({ cookie, host: 'portal.test' })).statusCode).toBe(403);
    // Nothing happened: the session still works.
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('lets the portal\'s own origin (Origin or Referer) through', async () => {
    const u = await createUser(t);
    const ok = await logout({ cookie: `sp_session=${u.token}`, referer: 'http://portal.test/settings', host: 'portal.test' });
    expect(ok.statusCode).toBe(204);
    const u2 = await createUser(t);
    expect((await logout({ cookie: `sp_session=${u2.token}`, origin: 'http://portal.test', host: 'portal.test' })).statusCode).toBe(204);
  });

  it('does not affect bearer-authenticated requests', async () => {
    const u = await createUser(t);
    const res = await logout({ ...u.headers, cookie: `sp_session=${u.token}`, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(204);
  });

  it('compares against PUBLIC_URL when it is set, and marks the cookie Secure for https', async () => {
    const t2 = await createTestApp({ env: { PUBLIC_URL: 'https://portal.studio.example' } });
    try {
      const u = await createUser(t2);
      const cookie = `sp_session=${u.token}`;
      const hostOnly = await t2.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: 'http://localhost', host: 'localhost' } });
      expect(hostOnly.statusCode).toBe(403);
      const signup = await t2.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: uniqueEmail(), password: 'long enough', firstName: 'A', lastName: 'B', websiteUrl: 'c.example' },
      });
      expect(String(signup.headers['set-cookie'])).toMatch(/; Secure/);
      const ok = await t2.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: 'https://portal.studio.example' } });
      expect(ok.statusCode).toBe(204);
    } finally {
      await t2.close();
    }
  });
});

describe('logs', () => {
  it('are structured with request ids and carry no passwords or tokens', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const config = testConfig({ LOG_LEVEL: 'debug' });
    const logger = pino(loggerOptions(config) as pino.LoggerOptions, sink);
    const app = await buildApp({ config, database: t.database, logger });
    try {
      const password = 'very-secret-password-123';
      const email = uniqueEmail('log');
      const signup = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password, firstName: 'Log', lastName: 'Test', websiteUrl: 'log.example' },
      });
      const token = signup.json().token;
      await app.inject({ url: '/api/auth/user?token=leak', headers: { authorization: `Bearer ${token}`, cookie: `sp_session=${token}` } });
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      const site = await app.inject({ method: 'POST', url: '/api/websites', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Log', domain: 'log.example', hostingPrice: '5' } });
      expect(site.statusCode).toBe(201);
      const payment = (await app.inject({ url: '/api/payments', headers: { authorization: `Bearer ${token}` } })).json()[0];
      const intent = await app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: { authorization: `Bearer ${token}` }, payload: { paymentId: payment.id, amount: payment.amount } });
      const clientSecret = intent.json().clientSecret;
      const paid = await app.inject({ method: 'POST', url: '/api/payments/confirm', headers: { authorization: `Bearer ${token}` }, payload: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '987' } } });
      expect(paid.statusCode).toBe(200);
      const all = lines.join('\n');
      expect(all).not.toContain('4242424242424242');
      expect(all).not.toContain(clientSecret);
      expect(lines.length).toBeGreaterThan(3);
      const parsed = lines.map((l) => JSON.parse(l));
      expect(parsed.some((l) => l.reqId && l.req?.url === '/api/auth/user')).toBe(true);
      expect(all).not.toContain(password);
      expect(all).not.toContain(token);
      expect(all).not.toContain('leak');
    } finally {
      await app.close();
    }
  });
});
