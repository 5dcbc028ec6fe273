import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRequests, payments } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { createUser, createWebsite, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeZip, unzip } from '../../test/zip';

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'));
let t: TestApp;
let alice: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_EMAILS: 'admin.backup@example.com', SITE_MAX_ENTRIES: '50', SITE_MAX_UNPACKED_BYTES: String(2 * 1024 * 1024), SITE_UPLOAD_MAX_BYTES: String(1024 * 1024) } });
  alice = await createUser(t);
  admin = await createUser(t, { email: 'admin.backup@example.com' });
});
afterAll(() => t.close());

const siteDir = (id: string) => path.join(t.dataDir, 'sites', id);
function writeSite(id: string, files: Record<string, string | Buffer>) {
  for (const [rel, content] of Object.entries(files)) {
    const full = path.join(siteDir(id), rel);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
}

describe('GET /api/websites/{id}/backup', () => {
  it('streams a ZIP of the site files plus portal/ with the record, requests, payments, analytics and a README', async () => {
    const site = await createWebsite(t, alice, { name: 'Shop', domain: 'my+shop/über.example' });
    const png = crypto.randomBytes(40_000);
    const files = {
      'index.html': '<h1>Hello</h1>'.repeat(500),
      'css/site.css': 'body { color: red }\n'.repeat(200),
      'img/logo.png': png,
      'deep/a/b/c.txt': 'deep file',
      'portal/mine.txt': 'a site folder that is also called portal',
    };
    writeSite(site.id, files);
    await t.database.db.insert(changeRequests).values({ userId: alice.id, websiteId: site.id, title: 'Fix footer', type: 'bug', description: 'The footer overlaps', estimatedCost: '50.00' });
    await t.database.db.insert(payments).values({ userId: alice.id, websiteId: site.id, type: 'hosting', description: 'Hosting', amount: '25.00', dueDate: clock.now() });

    // The browser starts it with a hidden GET form: the cookie alone, no Origin header.
    const res = await t.app.inject({ url: `/api/websites/${site.id}/backup`, cookies: { sp_session: alice.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="my_shop__ber.example_backup_2026-11-20.zip"');

    const entries = await unzip(res.rawPayload);
    const byName = new Map(entries.map((e) => [e.name, e]));
    for (const [rel, content] of Object.entries(files)) {
      const name = rel.startsWith('portal/') ? `site/${rel}` : rel;
      expect(byName.get(name)?.data.equals(Buffer.from(content)), name).toBe(true);
    }
    expect(byName.get('img/logo.png')!.method).toBe(0); // already compressed: stored
    expect(byName.get('index.html')!.method).toBe(8); // deflated
    const record = JSON.parse(byName.get('portal/website.json')!.data.toString());
    expect(record).toMatchObject({ id: site.id, name: 'Shop', domain: 'my+shop/über.example' });
    expect(JSON.parse(byName.get('portal/change-requests.json')!.data.toString())[0].title).toBe('Fix footer');
    expect(JSON.parse(byName.get('portal/payments.json')!.data.toString())[0].amount).toBe('25.00');
    expect(byName.get('portal/analytics.csv')!.data.toString()).toMatch(/^date,visitors,pageViews,bounceRate,uptime,responseTime,avgSessionDuration\n/);
    const readme = byName.get('portal/README.txt')!.data.toString();
    expect(readme).toContain('2026-11-20T09:30:00.000Z');
    expect(readme).toContain('portal/payments.json');

    // The outcome is written once the last byte has left, a moment after the client has it all.
    const history = async () => (await t.app.inject({ url: `/api/websites/${site.id}/backup/history`, headers: alice.headers })).json();
    await expect.poll(async () => (await history())[0]?.status).toBe('completed');
    expect(await history()).toHaveLength(1);
    expect((await history())[0]).toMatchObject({ status: 'completed', createdAt: '2026-11-20T09:30:00.000Z' });
    expect((await history())[0].size).toMatch(/^\d+(\.\d)? KB$/);
  });

  it('does not record a HEAD request (prefetchers) as a backup', async () => {
    const site = await createWebsite(t, alice);
    const head = await t.app.inject({ method: 'HEAD', url: `/api/websites/${site.id}/backup`, headers: alice.headers });
    expect(head.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/websites/${site.id}/backup/history`, headers: alice.headers })).json()).toEqual([]);
  });

  it('backs up a website with no files yet (portal/ only)', async () => {
    const site = await createWebsite(t, alice);
    const res = await t.app.inject({ url: `/api/websites/${site.id}/backup`, headers: alice.headers });
    const names = (await unzip(res.rawPayload)).map((e) => e.name).sort();
    expect(names).toEqual(['portal/README.txt', 'portal/analytics.csv', 'portal/change-requests.json', 'portal/payments.json', 'portal/website.json']);
  });

  it('records a download the client abandons as failed, newest first', async () => {
    const site = await createWebsite(t, alice);
    writeSite(site.id, { 'big.bin': crypto.randomBytes(24 * 1024 * 1024) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as import('node:net').AddressInfo;
    clock.advance(60_000);
    await new Promise<void>((resolve, reject) => {
      const req = http.get({ port, host: '127.0.0.1', path: `/api/websites/${site.id}/backup`, headers: alice.headers }, (res) => {
        res.once('data', () => req.destroy());
      });
      req.on('error', () => {});
      req.on('close', () => resolve());
      setTimeout(() => reject(new Error('no response')), 10_000);
    });
    let history: any[] = [];
    for (let i = 0; i < 50; i++) {
      history = (await t.app.inject({ url: `/api/websites/${site.id}/backup/history`, headers: alice.headers })).json();
      if (history[0]?.status !== 'in_progress') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(history[0].status).toBe('failed');
    clock.advance(60_000);
    const ok = await t.app.inject({ url: `/api/websites/${site.id}/backup`, headers: alice.headers });
    expect(ok.statusCode).toBe(200);
    await expect
      .poll(async () => ((await t.app.inject({ url: `/api/websites/${site.id}/backup/history`, headers: alice.headers })).json() as any[]).map((h) => h.status))
      .toEqual(['completed', 'failed']);
    history = (await t.app.inject({ url: `/api/websites/${site.id}/backup/history`, headers: alice.headers })).json();
    expect(history[0].size).toMatch(/^24\.0 MB$/);
  });
});

describe('PUT /api/admin/websites/{id}/files', () => {
  const upload = (user: TestUser, id: string, body: Buffer, type = 'application/zip') =>
    t.app.inject({ method: 'PUT', url: `/api/admin/websites/${id}/files`, headers: { ...user.headers, 'content-type': type }, payload: body });

  it('replaces the site\'s files with the ZIP\'s contents', async () => {
    const site = await createWebsite(t, alice);
    writeSite(site.id, { 'old.html': 'old' });
    const res = await upload(admin, site.id, await makeZip({ 'index.html': '<p>new</p>', 'assets/app.js': 'console.log(1)' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ files: 2, bytes: 24 });
    expect(fs.existsSync(path.join(siteDir(site.id), 'old.html'))).toBe(false);
    expect(fs.readFileSync(path.join(siteDir(site.id), 'assets/app.js'), 'utf8')).toBe('console.log(1)');
    const names = (await unzip((await t.app.inject({ url: `/api/websites/${site.id}/backup`, headers: alice.headers })).rawPayload)).map((e) => e.name);
    expect(names).toContain('assets/app.js');
  });

  it('refuses entries that escape the folder, and keeps the old files', async () => {
    const site = await createWebsite(t, alice);
    writeSite(site.id, { 'keep.html': 'keep' });
    // Same-length rename after building: yazl itself refuses such names.
    const zip = await makeZip({ 'ok.txt': 'fine', 'xx/evil.txt': 'evil' });
    const evil = Buffer.from(zip.toString('latin1').replaceAll('xx/evil.txt', '../evil.tx'.padEnd(11, 't')), 'latin1');
    const res = await upload(admin, site.id, evil);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/outside the site folder/);
    expect(fs.readFileSync(path.join(siteDir(site.id), 'keep.html'), 'utf8')).toBe('keep');
    expect(fs.existsSync(path.join(t.dataDir, 'sites', 'evil.txtt'))).toBe(false);
  });

  it('answers 415 for a file that is not a ZIP, 413 past the limits, 403 for clients, 404 for unknown sites', async () => {
    const site = await createWebsite(t, alice);
    expect((await upload(admin, site.id, Buffer.from('<html>not a zip</html>'))).statusCode).toBe(415);
    expect((await upload(admin, site.id, crypto.randomBytes(1024 * 1024 + 10))).statusCode).toBe(413);
    const many: Record<string, string> = {};
    for (let i = 0; i < 51; i++) many[`f${i}.txt`] = 'x';
    expect((await upload(admin, site.id, await makeZip(many))).statusCode).toBe(413);
    const bomb = await makeZip({ 'zeros.bin': Buffer.alloc(3 * 1024 * 1024) });
    const bombRes = await upload(admin, site.id, bomb);
    expect(bombRes.statusCode).toBe(413);
    expect(bombRes.json().message).toMatch(/unpacks to more than/);
    expect((await upload(alice, site.id, await makeZip({ 'a.txt': 'a' }))).statusCode).toBe(403);
    expect((await upload(admin, '00000000-0000-4000-8000-000000000000', await makeZip({ 'a.txt': 'a' }))).statusCode).toBe(404);
    expect(fs.existsSync(siteDir(site.id))).toBe(false);
  });

  it('sends the 413 over a real connection before the whole body has arrived', async () => {
    const site = await createWebsite(t, alice);
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as import('node:net').AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', method: 'PUT', path: `/api/admin/websites/${site.id}/files`, headers: { ...admin.headers, 'content-type': 'application/zip' } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      // 4 MB in chunks against a 1 MB limit.
      let sent = 0;
      const pump = () => {
        while (sent < 4 * 1024 * 1024) {
          sent += 64 * 1024;
          if (!req.write(crypto.randomBytes(64 * 1024))) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });
});
