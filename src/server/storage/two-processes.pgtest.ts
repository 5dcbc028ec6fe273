import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtures } from '../test/factories';
import { type PortalProcess, runScript, startPortal } from '../test/process';
import { startS3, type TestS3 } from '../test/s3-server';
import { freshDatabase } from '../test/test-app';
import { makeZip, unzip } from '../test/zip';

/**
 * Two real server processes on one PostgreSQL database and one S3 bucket, as behind a load
 * balancer: whichever process answers, sessions, uploads, site files, backups and analytics are
 * the same. (Two processes running the billing jobs without issuing anything twice is in
 * db/postgres.pgtest.ts.)
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const send = (url: string, method: string, init: { headers?: Record<string, string>; body?: unknown; raw?: Buffer | string; type?: string } = {}) =>
  fetch(url, {
    method,
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : init.type ? { 'content-type': init.type } : {}), ...init.headers },
    body: init.body !== undefined ? JSON.stringify(init.body) : typeof init.raw === 'string' || init.raw === undefined ? init.raw : new Uint8Array(init.raw),
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookieOf = (res: Response) => /sp_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('two server processes on one PostgreSQL and one S3 bucket', () => {
  it('share sessions, uploads, site files, backups, analytics and the scheduled jobs', async () => {
    const s3: TestS3 = await startS3();
    cleanups.push(() => s3.close());
    const { url, database } = await freshDatabase();
    await database.close();
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'sp-two-')));
    cleanups.push(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
    const common = {
      ...s3.env,
      DATABASE_URL: url!,
      ADMIN_EMAILS: 'two.admin@example.com',
      // Shared secrets, as the README asks of several processes; each has its own DATA_DIR to show
      // that nothing the two share lives there.
      UPLOAD_SIGNING_KEY: 'a'.repeat(40),
      TWO_FACTOR_ENCRYPTION_KEY: 'b'.repeat(40),
      ANALYTICS_ROLLUP_S: '1',
      MONITOR: '0',
    };
    const [a, b]: PortalProcess[] = await Promise.all(dirs.map((DATA_DIR) => startPortal({ ...common, DATA_DIR })));
    cleanups.push(async () => {
      for (const p of [a, b]) p.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
    });

    // Accounts and sessions: made on one, honoured by the other.
    const signup = async (on: PortalProcess, email: string) => {
      const res = await send(`${on.url}/api/auth/signup`, 'POST', { body: { email, password: 'long enough', firstName: 'T', lastName: 'P', websiteUrl: 'two.example' } });
      expect(res.status).toBe(201);
      return (await res.json()).token as string;
    };
    const alice = await signup(a, 'alice.two@example.com');
    const bob = await signup(b, 'bob.two@example.com');
    const admin = await signup(a, 'two.admin@example.com');
    const login = await send(`${a.url}/api/auth/login`, 'POST', { body: { email: 'alice.two@example.com', password: 'long enough' } });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login)!;
    expect(cookie).toBeTruthy();
    const me = await send(`${b.url}/api/auth/user`, 'GET', { headers: { cookie: `sp_session=${cookie}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe('alice.two@example.com');
    // Signed out on B, the session is gone on A too (at once, or within a process's session cache time).
    expect((await send(`${b.url}/api/auth/logout`, 'POST', { headers: { cookie: `sp_session=${cookie}`, origin: b.url } })).status).toBe(204);
    await waitFor('the session to end on A', async () => {
      const res = await send(`${a.url}/api/auth/user`, 'GET', { headers: { cookie: `sp_session=${cookie}` } });
      return res.status === 401 ? true : undefined;
    }, 15_000);

    // An attachment: URL from A, PUT straight to the bucket, claimed through B, read from either.
    const { uploadURL } = await (await send(`${a.url}/api/objects/upload`, 'POST', { headers: bearer(alice) })).json();
    expect(uploadURL.startsWith(`${s3.endpoint}/`)).toBe(true);
    expect((await send(uploadURL, 'PUT', { raw: fixtures.png, type: 'image/png' })).status).toBe(200);
    const claimed = await send(`${b.url}/api/attachments`, 'PUT', { headers: bearer(alice), body: { attachmentURL: uploadURL.split('?')[0] } });
    expect(claimed.status).toBe(200);
    const { objectPath } = await claimed.json();
    for (const [on, token] of [[a, alice], [b, alice], [a, admin]] as const) {
      const res = await send(`${on.url}${objectPath}`, 'GET', { headers: bearer(token) });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(fixtures.png)).toBe(true);
    }
    expect((await send(`${b.url}${objectPath}`, 'GET', { headers: bearer(bob) })).status).toBe(404);
    // Claimed once: a retry through A answers the same without taking anything new; Bob cannot claim it.
    expect((await send(`${a.url}/api/attachments`, 'PUT', { headers: bearer(alice), body: { attachmentURL: uploadURL.split('?')[0] } })).status).toBe(200);
    expect((await send(`${a.url}/api/attachments`, 'PUT', { headers: bearer(bob), body: { attachmentURL: uploadURL.split('?')[0] } })).status).toBe(404);

    // A website: its files uploaded on A by the admin, its backup downloaded from B.
    const created = await send(`${a.url}/api/websites`, 'POST', { headers: bearer(alice), body: { name: 'Two', domain: 'two-processes.example' } });
    expect(created.status).toBe(201);
    const site = await created.json();
    const files = { 'index.html': '<h1>Served by either</h1>', 'img/logo.png': fixtures.png };
    const uploaded = await send(`${a.url}/api/admin/websites/${site.id}/files`, 'PUT', { headers: bearer(admin), raw: await makeZip(files), type: 'application/zip' });
    expect(uploaded.status).toBe(200);
    const backup = await send(`${b.url}/api/websites/${site.id}/backup`, 'GET', { headers: bearer(alice) });
    expect(backup.status).toBe(200);
    const entries = new Map((await unzip(Buffer.from(await backup.arrayBuffer()))).map((e) => [e.name, e.data]));
    for (const [name, content] of Object.entries(files)) expect(entries.get(name)?.equals(Buffer.from(content)), name).toBe(true);
    expect(await s3.keys(`sites/${site.id}/current`)).toEqual([`sites/${site.id}/current`]);
    for (const dir of dirs) expect(fs.existsSync(path.join(dir, 'sites'))).toBe(false);
    // The backup was recorded on B and is in A's history.
    const history = await waitFor('the backup in the history', async () => {
      const rows = await (await send(`${a.url}/api/websites/${site.id}/backup/history`, 'GET', { headers: bearer(alice) })).json();
      return rows[0]?.status === 'completed' ? rows : undefined;
    });
    expect(history).toHaveLength(1);

    // Analytics: beacons to A, seen in B's analytics once a rollup (either process's) has run.
    const beacon = () =>
      send(`${a.url}/api/collect`, 'POST', {
        raw: JSON.stringify({ site: 'two-processes.example', url: 'https://two-processes.example/', referrer: '' }),
        type: 'text/plain',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
      });
    const day = await waitFor('beacons sent to A in analytics read from B', async () => {
      expect((await beacon()).status).toBe(202);
      const rows = await (await send(`${b.url}/api/websites/${site.id}/analytics/1`, 'GET', { headers: bearer(alice) })).json();
      return rows.find((r: { pageViews: number }) => r.pageViews > 0);
    });
    expect(day.visitors).toBe(1);

    // The scheduled jobs from two processes at once: each job is run by one of them (the other
    // finds it leased and skips it) or runs again finding nothing left to do; nothing fails and
    // nothing is issued twice.
    const priced = await send(`${b.url}/api/websites/${site.id}`, 'PUT', { headers: bearer(alice), body: { name: 'Two', domain: 'two-processes.example', hostingPrice: '10' } });
    expect(priced.status).toBe(200);
    const env = { ...common, DATA_DIR: dirs[0], LOG_LEVEL: 'warn' };
    const runs = await Promise.all([runScript('src/server/jobs/cli.ts', ['--once'], env), runScript('src/server/jobs/cli.ts', ['--once'], { ...env, DATA_DIR: dirs[1] })]);
    const results = runs.map((r) => {
      expect(r.code, r.output).toBe(0);
      return new Map([...r.output.matchAll(/^(\S+)\s+(done|skipped|failed)(?: \((\d+)\))?/gm)].map((m) => [m[1], { status: m[2], count: Number(m[3] ?? 0) }]));
    });
    const jobNames = [...results[0].keys()];
    expect(jobNames).toContain('billing.renewals');
    expect(jobNames).toContain('analytics.rollup');
    for (const name of jobNames) {
      const statuses = results.map((r) => r.get(name)?.status);
      expect(statuses.every((s) => s === 'done' || s === 'skipped'), `${name}: ${statuses}`).toBe(true);
    }
    expect(results.reduce((n, r) => n + (r.get('billing.renewals')?.count ?? 0), 0)).toBeLessThanOrEqual(1);
    const payments = await (await send(`${a.url}/api/payments`, 'GET', { headers: bearer(alice) })).json();
    expect(payments.filter((p: { websiteId: string; type: string }) => p.websiteId === site.id && p.type === 'hosting')).toHaveLength(1);
  }, 240_000);
});
