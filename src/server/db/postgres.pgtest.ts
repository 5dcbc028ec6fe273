import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { freshDatabase } from '../test/test-app';
import { cuttableProxy } from '../test/tcp-proxy';
import { runPortalToExit, startPortal } from '../test/process';
import { runAllJobs } from '../jobs/scheduler';
import { fixedClock } from '../lib/clock';
import { openPostgres } from './postgres';
import { demoLogins } from './seed';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe('on a real PostgreSQL', () => {
  it('survives the database going away: /api/health is 503 while it is gone and 200 once back', async () => {
    const { url } = await freshDatabase();
    const target = new URL(url!);
    const proxy = cuttableProxy(target);
    await proxy.listen();
    const viaProxy = new URL(url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = openPostgres(viaProxy.toString());
    const app = await buildApp({ config: testConfig(), database });
    cleanups.push(() => app.close(), () => database.close());

    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await proxy.cut(); // idle pooled connections die: the pool emits 'error', which must not crash us
    await new Promise((r) => setTimeout(r, 100));
    const down = await app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json().status).not.toBe('ok');
    await proxy.listen();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await proxy.cut();
  });

  it('npm start applies the migrations to an empty DATABASE_URL database and never seeds it by itself', async () => {
    const { url, database } = await freshDatabase();
    await database.close();
    // The fresh copy is already migrated; drop its tables to prove the process migrates.
    const bare = openPostgres(url!);
    await bare.db.execute('drop schema public cascade; create schema public; drop schema if exists drizzle cascade;' as any);
    await bare.close();

    const one = await startPortal({ DATABASE_URL: url!, DATA_DIR: '/nonexistent-unused' });
    const two = await startPortal({ DATABASE_URL: url!, DATA_DIR: '/nonexistent-unused' });
    try {
      for (const p of [one, two]) expect((await fetch(`${p.url}/api/health`)).status).toBe(200);
      const res = await fetch(`${one.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoLogins[0].email, password: demoLogins[0].password }),
      });
      expect(res.status).toBe(401);
      const signup = await fetch(`${two.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'pg@example.com', password: 'long enough', firstName: 'P', lastName: 'G', websiteUrl: 'pg.example' }),
      });
      expect(signup.status).toBe(201);
      const { token } = await signup.json();
      // A session made by one process is honoured by the other.
      expect((await fetch(`${one.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      one.child.kill('SIGTERM');
      two.child.kill('SIGTERM');
      expect(await one.exited).toBe(0);
      expect(await two.exited).toBe(0);
    }
  }, 120_000);

  it('runs the billing jobs from two processes on one database without issuing anything twice', async () => {
    const { url, database: first } = await freshDatabase();
    const second = openPostgres(url!);
    const clock = fixedClock(new Date('2026-03-01T10:00:00Z'));
    const appA = await buildApp({ config: testConfig(), database: first, clock });
    const appB = await buildApp({ config: testConfig(), database: second, clock });
    cleanups.push(() => appA.close(), () => appB.close(), () => first.close(), () => second.close());
    const { token } = await appA.ctx.services.auth.signup({ email: 'two@example.com', password: 'long enough', firstName: 'T', lastName: 'W', websiteUrl: 'tw.example' });
    const site = await appA.inject({ method: 'POST', url: '/api/websites', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Two', domain: 'two.example', hostingPrice: '10' } });
    expect(site.statusCode).toBe(201);
    clock.set(new Date('2026-03-20T10:00:00Z'));
    const both = await Promise.all([
      runAllJobs(appA.ctx),
      runAllJobs(appB.ctx),
      appA.ctx.services.billingJobs.issueRenewals(),
      appB.ctx.services.billingJobs.issueRenewals(),
    ]);
    expect(both.length).toBe(4);
    const list = (await appB.inject({ url: '/api/payments', headers: { authorization: `Bearer ${token}` } })).json();
    expect(list.map((p: { dueDate: string }) => p.dueDate.slice(0, 10)).sort()).toEqual(['2026-03-08', '2026-04-01']);
  });

  it('refuses a DATABASE_URL that is not postgres://', async () => {
    const res = await runPortalToExit({ DATABASE_URL: 'mysql://localhost/x' });
    expect(res.code).toBe(1);
    expect(res.output).toContain('DATABASE_URL:');
  });
});
