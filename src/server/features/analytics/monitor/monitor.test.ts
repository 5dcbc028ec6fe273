import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uptimeChecks, websites } from '../../../db/schema';
import { fixedClock } from '../../../lib/clock';
import { createUser, createWebsite, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isPrivateAddress } from './address-guard';
import { checkUrl } from './http-check';
import { offsetOf, UptimeMonitor } from './uptime-monitor';

const clock = fixedClock(new Date('2026-11-20T10:00:00Z'));
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let mode: 'up' | 'down' | 'flaky' = 'up';
let flakyCalls = 0;
let server: http.Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_EMAILS: 'monitor.admin@example.com' } });
  owner = await createUser(t);
  admin = await createUser(t, { email: 'monitor.admin@example.com' });
  server = http.createServer((req, res) => {
    if (req.url === '/redirect-private') {
      res.writeHead(302, { location: `http://127.0.0.2:${(server.address() as AddressInfo).port}/` });
      return res.end();
    }
    if (mode === 'down' || (mode === 'flaky' && flakyCalls++ === 0)) {
      res.writeHead(503);
      return res.end('down');
    }
    setTimeout(() => res.end('ok'), 20);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

const monitor = (extra: Partial<ConstructorParameters<typeof UptimeMonitor>[0]> = {}) =>
  new UptimeMonitor({
    db: t.database.db,
    clock,
    log: t.app.log,
    notifications: t.app.ctx.services.notifications,
    auth: t.app.ctx.services.auth,
    intervalMs: 60_000,
    allowPrivate: true,
    retryAfterMs: 10,
    ...extra,
  });
const notes = async (u: TestUser) => (await t.app.inject({ url: '/api/notifications', headers: u.headers })).json() as { title: string }[];

describe('the SSRF guard', () => {
  it('refuses loopback, private, metadata and hostnames resolving to them, and redirects into them', async () => {
    for (const url of ['http://127.0.0.1/', 'http://10.0.0.5/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://localhost/']) {
      const r = await checkUrl(url, { allowPrivate: false, timeoutMs: 2000 });
      expect(r.ok, url).toBe(false);
      expect(r.error, url).toMatch(/private address/);
    }
    // Only our test server's own address is allowed here: the redirect to another loopback address is refused.
    const onlyTestServer = (ip: string) => ip !== '127.0.0.1' && isPrivateAddress(ip);
    expect((await checkUrl(`${base}/`, { allowPrivate: false, isBlocked: onlyTestServer })).ok).toBe(true);
    const redirected = await checkUrl(`${base}/redirect-private`, { allowPrivate: false, isBlocked: onlyTestServer });
    expect(redirected.ok).toBe(false);
    expect(redirected.error).toMatch(/private address/);
  });
});

describe('uptime', () => {
  it('records checks, retries once, tells the client and the studio when a site goes down and comes back, and rolls up', async () => {
    const site = await createWebsite(t, owner, { name: 'Watched', deploymentUrl: `${base}/` });
    const m = monitor();
    mode = 'flaky';
    flakyCalls = 0;
    await m.checkAll();
    mode = 'up';
    await m.checkAll();
    mode = 'down';
    await m.checkAll();
    expect((await notes(owner)).some((n) => n.title === 'Website down: Watched')).toBe(true);
    expect((await notes(admin)).some((n) => n.title === 'Website down: Watched')).toBe(true);
    await m.checkAll(); // still down: no second notice
    expect((await notes(owner)).filter((n) => n.title === 'Website down: Watched')).toHaveLength(1);
    mode = 'up';
    await m.checkAll();
    expect((await notes(owner)).some((n) => n.title === 'Website back up: Watched')).toBe(true);

    const checks = await t.database.db.select().from(uptimeChecks).where(eq(uptimeChecks.websiteId, site.id));
    expect(checks.map((c) => c.ok)).toEqual([true, true, false, false, true]);
    await t.app.ctx.services.analytics.rollup();
    const [row] = (await t.app.inject({ url: `/api/websites/${site.id}/analytics/1`, headers: owner.headers })).json();
    expect(row.uptime).toBe('60.00');
    expect(row.responseTime).toBeGreaterThanOrEqual(20);
  });

  it('spreads sites over the interval and starts due checks without waiting for others', async () => {
    const offsets = ['a', 'b', 'c', 'd'].map((x) => offsetOf(`00000000-0000-4000-8000-00000000000${x}`, 60_000));
    expect(new Set(offsets).size).toBe(4);
    expect(offsets.every((o) => o >= 0 && o < 60_000)).toBe(true);
  });
});

describe('certificates', () => {
  it('records expiry and issuer of a trusted certificate and warns once within 7 days; an untrusted one is reported', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-tls-'));
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '5', '-subj', '/O=Test CA/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    const tlsServer = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (_req, res) => res.end('ok'));
    await new Promise<void>((r) => tlsServer.listen(0, '127.0.0.1', r));
    try {
      const url = `https://127.0.0.1:${(tlsServer.address() as AddressInfo).port}/`;
      const site = await createWebsite(t, owner, { name: 'Secure', deploymentUrl: url });
      const others = await t.database.db.select().from(websites);
      for (const w of others) if (w.id !== site.id) await t.database.db.update(websites).set({ status: 'maintenance' }).where(eq(websites.id, w.id));
      clock.set(new Date());
      await monitor({ ca: fs.readFileSync(cert, 'utf8') }).checkAll();
      await monitor({ ca: fs.readFileSync(cert, 'utf8') }).checkAll();
      const [row] = await t.database.db.select().from(websites).where(eq(websites.id, site.id));
      expect(row.tlsIssuer).toContain('Test CA');
      expect(row.tlsError).toBeNull();
      expect(Math.round((row.tlsValidTo!.getTime() - Date.now()) / 86_400_000)).toBe(5);
      expect((await notes(owner)).filter((n) => n.title === 'Certificate expires soon: Secure')).toHaveLength(1);
      // The website card's API shows what the monitor saw.
      const certificate = async () => ((await t.app.inject({ url: '/api/websites', headers: owner.headers })).json() as { id: string; certificate: Record<string, unknown> }[]).find((w) => w.id === site.id)!.certificate;
      expect(await certificate()).toMatchObject({ state: 'expiring', daysLeft: 5, issuer: expect.stringContaining('Test CA'), error: null, validTo: row.tlsValidTo!.toISOString() });
      // Without trusting it, the same certificate is invalid.
      await monitor().checkAll();
      expect((await notes(owner)).some((n) => n.title === 'Certificate problem: Secure')).toBe(true);
      expect(await certificate()).toMatchObject({ state: 'invalid', error: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
      // Editing the site without moving it keeps the certificate; a new address forgets it until the next check.
      const edit = (deploymentUrl: string) =>
        t.app.inject({ method: 'PUT', url: `/api/websites/${site.id}`, headers: owner.headers, payload: { name: 'Secure', domain: site.domain, deploymentUrl } });
      expect((await edit(url)).json().certificate).toMatchObject({ state: 'invalid' });
      expect((await edit('https://moved.example.com/')).json().certificate).toEqual({ state: 'pending', validTo: null, issuer: null, error: null, daysLeft: null });
      const [moved] = await t.database.db.select().from(websites).where(eq(websites.id, site.id));
      expect([moved.tlsValidTo, moved.tlsIssuer, moved.tlsError, moved.tlsWarnedFor]).toEqual([null, null, null, null]);
      expect((await edit('http://moved.example.com/')).json().certificate.state).toBe('not_https');
    } finally {
      clock.set(new Date('2026-11-20T10:00:00Z'));
      await new Promise((r) => tlsServer.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
