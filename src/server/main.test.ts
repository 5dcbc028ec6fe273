import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from './db/seed';
import { unzip } from './test/zip';
import { type PortalProcess, runPortalToExit, runScript, startPortal } from './test/process';

let dataDir: string;
let portal: PortalProcess;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-main-'));
  portal = await startPortal({ DATA_DIR: dataDir });
}, 120_000);
afterAll(() => {
  portal?.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const login = (url: string, email: string, password: string) =>
  fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

describe('npm start on the embedded database', () => {
  it('seeds the demo studio on first start and prints the demo logins', async () => {
    for (const l of demoLogins) {
      expect(portal.output()).toContain(`${l.email} / ${l.password}`);
      expect((await login(portal.url, l.email, l.password)).status).toBe(200);
    }
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
  });

  it('gives the demo client websites of different statuses with real site files', async () => {
    const { token } = await (await login(portal.url, demoLogins[0].email, demoLogins[0].password)).json();
    const headers = { authorization: `Bearer ${token}` };
    const sites: { id: string; status: string }[] = await (await fetch(`${portal.url}/api/websites`, { headers })).json();
    expect(new Set(sites.map((s) => s.status))).toEqual(new Set(['active', 'maintenance', 'suspended']));
    const zip = Buffer.from(await (await fetch(`${portal.url}/api/websites/${sites[0].id}/backup`, { headers })).arrayBuffer());
    const names = (await unzip(zip)).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['index.html', 'css/site.css', 'portal/website.json']));
    const analytics = await (await fetch(`${portal.url}/api/websites/${sites[0].id}/analytics/90`, { headers })).json();
    expect(analytics).toHaveLength(90);
    expect(sites.every((s) => (s as any).monthlyVisits > 0)).toBe(true);
  });

  it('refuses a second process on the same DATA_DIR', async () => {
    const second = await runPortalToExit({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain('is in use by another Studio Portal process');
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
  });

  it('finishes an in-flight request on SIGTERM, then exits 0 and releases DATA_DIR', async () => {
    const { port } = new URL(portal.url);
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'whatever-it-is' });
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d));
    // Headers and half the body now; the rest after the signal.
    socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
    socket.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 200));
    portal.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await new Promise((r) => socket.once('close', r));
    expect(response).toMatch(/^HTTP\/1.1 401/);
    expect(response).toContain('Invalid email or password');
    expect(await portal.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  });

  it('starts again on the existing database without seeding twice', async () => {
    portal = await startPortal({ DATA_DIR: dataDir });
    const res = await login(portal.url, demoLogins[0].email, demoLogins[0].password);
    expect(res.status).toBe(200);
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
  }, 120_000);

  it('refuses to start with a bad variable, naming it', async () => {
    const res = await runPortalToExit({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(res.code).toBe(1);
    expect(res.output).toContain('Invalid configuration');
    expect(res.output).toContain('PORT:');
  });
});

describe('npm run jobs -- --once', () => {
  it('runs every job in order on the embedded database and reports each', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-jobs-'));
    try {
      const out = await runScript('src/server/jobs/cli.ts', ['--once'], { DATA_DIR: dir });
      expect(out.code).toBe(0);
      const names = [...out.output.matchAll(/^((billing|analytics)\.[\w-]+)\s+done/gm)].map((m) => m[1]);
      expect(names).toEqual(['billing.renewals', 'billing.auto-charge', 'billing.overdue', 'billing.reminders', 'billing.suspend', 'billing.reactivate', 'analytics.rollup', 'analytics.prune']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('npm run user', () => {
  it('creates accounts, sets roles and resets passwords for the studio', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-user-'));
    const user = (...args: string[]) => runScript('src/server/cli/user.ts', args, { DATA_DIR: dir });
    try {
      expect((await user('create', 'Owner@Studio.example', 'first-password', '--admin', '--first', 'Olga')).output).toContain('Created admin owner@studio.example');
      const again = await user('create', 'owner@studio.example', 'another-password');
      expect(again.code).toBe(2);
      expect(again.output).toContain('An account with this email already exists');
      expect((await user('create', 'short@studio.example', 'short')).output).toContain('Password must be at least 8 characters');
      expect((await user('set-role', 'owner@studio.example', 'client')).code).toBe(0);
      expect((await user('reset-password', 'owner@studio.example', 'second-password')).code).toBe(0);
      expect((await user('set-role', 'nobody@studio.example', 'admin')).output).toContain('No account with the email');

      const portal = await startPortal({ DATA_DIR: dir, SEED_DEMO: '0' });
      try {
        expect((await login(portal.url, 'owner@studio.example', 'first-password')).status).toBe(401);
        const ok = await login(portal.url, 'owner@studio.example', 'second-password');
        const me = await (await fetch(`${portal.url}/api/auth/user`, { headers: { authorization: `Bearer ${(await ok.json()).token}` } })).json();
        expect(me).toMatchObject({ email: 'owner@studio.example', firstName: 'Olga', role: 'client' });
      } finally {
        portal.child.kill('SIGTERM');
        await portal.exited;
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
