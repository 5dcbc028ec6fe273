import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type PortalProcess, startPortal } from '../test/process';
import { freshDatabase } from '../test/test-app';
import { cuttableProxy } from '../test/tcp-proxy';

/**
 * PostgreSQL going away under load, against the real process: a TCP proxy in front of the database
 * drops every connection and refuses new ones for a few seconds (a restart, a failover), and before
 * that the server side kills the portal's connections (pg_terminate_backend, as a restart does).
 * Meanwhile authenticated requests keep coming. The process never exits, /api/health says 503 while the
 * database is away, every failure is a 503 in the API's shape, and all is 200 again without a restart.
 */

interface Outcome {
  /** When the request was sent, and when its answer came. */
  phase: string;
  endPhase: string;
  what: string;
  status: number;
  body: string;
}

const cleanups: (() => unknown)[] = [];
let portal: PortalProcess | undefined;
afterAll(async () => {
  // A process that died on its own: its last words are the diagnosis.
  if (portal && portal.child.exitCode !== null && portal.child.exitCode !== 0) console.error(portal.output());
  if (portal && portal.child.exitCode === null && portal.child.signalCode === null) portal.child.kill('SIGKILL');
  for (const c of cleanups.reverse()) await c();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PostgreSQL restarted under load', () => {
  it('keeps the server up, answers 503 while the database is away and recovers on its own', async () => {
    const { url, database } = await freshDatabase();
    await database.close();
    const target = new URL(url!);
    const proxy = cuttableProxy(target);
    await proxy.listen();
    cleanups.push(() => proxy.cut().catch(() => {}));
    const viaProxy = new URL(url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-pg-outage-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // The session cache off: every request needs the database, as a cold process would.
    portal = await startPortal({ DATABASE_URL: viaProxy.toString(), DATA_DIR: dataDir, MONITOR: '0', SIGNUP_RATE_LIMIT: '1000', SESSION_CACHE_MS: '0' });
    const base = portal.url;
    let exited = false;
    void portal.exited.then(() => (exited = true));

    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'load@example.com', password: 'a long password', firstName: 'Load', lastName: 'Test', websiteUrl: 'load.example' }),
    });
    expect(signup.status).toBe(201);
    const { token } = await signup.json();
    const auth = { authorization: `Bearer ${token}` };

    let phase = 'before';
    const outcomes: Outcome[] = [];
    const networkErrors: string[] = [];
    let n = 0;
    const requests: [string, () => Promise<Response>][] = [
      ['GET /api/websites', () => fetch(`${base}/api/websites`, { headers: auth })],
      ['GET /api/payments', () => fetch(`${base}/api/payments`, { headers: auth })],
      ['GET /api/auth/user', () => fetch(`${base}/api/auth/user`, { headers: auth })],
      ['POST /api/websites', () => fetch(`${base}/api/websites`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: `Load ${++n}`, domain: `load-${n}.example`, hostingPrice: '10.00' }) })],
      ['PUT /api/auth/preferences', () => fetch(`${base}/api/auth/preferences`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ animations: n % 2 === 0 }) })],
      ['GET /api/change-requests', () => fetch(`${base}/api/change-requests`, { headers: auth })],
    ];
    let running = true;
    const worker = async (i: number) => {
      for (let k = i; running; k++) {
        const [what, run] = requests[k % requests.length];
        const at = phase;
        try {
          const res = await run();
          const body = await res.text();
          outcomes.push({ phase: at, endPhase: phase, what, status: res.status, body });
        } catch (err) {
          networkErrors.push(`${at} ${what}: ${(err as Error).message}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, i) => worker(i)));
    const health = async () => {
      const res = await fetch(`${base}/api/health`);
      return { status: res.status, body: await res.json() };
    };

    await sleep(700);
    // 1. The server side ends every connection of the portal (what a PostgreSQL restart does to them).
    phase = 'terminated';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [target.pathname.slice(1)]);
    await sleep(700);

    // 2. The database is away: connections dropped, new ones refused, for a few seconds.
    phase = 'down';
    await proxy.cut();
    const downSince = Date.now();
    const healthWhileDown: number[] = [];
    while (Date.now() - downSince < 3000) {
      const h = await health();
      healthWhileDown.push(h.status);
      if (h.status === 503) expect(h.body).toEqual({ status: 'unavailable', message: 'Database unavailable' });
      await sleep(200);
    }

    // 3. Back: the pool reconnects by itself.
    phase = 'recovering';
    await proxy.listen();
    const backSince = Date.now();
    while ((await health()).status !== 200) {
      expect(Date.now() - backSince, 'recovered within 15 s').toBeLessThan(15_000);
      await sleep(100);
    }
    phase = 'after';
    await sleep(1000);
    running = false;
    await load;

    expect(exited, portal.output()).toBe(false);
    expect(networkErrors, 'every request got an answer').toEqual([]);
    // Health said so while the database was away (the first probe may still have caught a pooled connection).
    expect(healthWhileDown.filter((s) => s === 503).length).toBeGreaterThanOrEqual(healthWhileDown.length - 1);
    // Requests failed while it was away, and only as 503 with the API's message.
    const failed = outcomes.filter((o) => o.status >= 500);
    expect(failed.filter((o) => o.phase === 'down').length).toBeGreaterThan(0);
    for (const o of failed) {
      expect(o.status, `${o.phase} ${o.what}: ${o.body}`).toBe(503);
      expect(JSON.parse(o.body), `${o.phase} ${o.what}`).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
    }
    // Nothing else went wrong, before, during or after.
    expect(outcomes.filter((o) => o.status >= 300 && o.status !== 503).map((o) => `${o.phase} ${o.what}: ${o.status} ${o.body}`)).toEqual([]);
    const after = outcomes.filter((o) => o.phase === 'after');
    expect(after.length).toBeGreaterThan(10);
    expect(after.every((o) => o.status < 300)).toBe(true);
    expect(outcomes.filter((o) => o.endPhase === 'before').every((o) => o.status < 300)).toBe(true);
    const counts: Record<string, Record<number, number>> = {};
    for (const o of outcomes) (counts[o.phase] ??= {})[o.status] = (counts[o.phase][o.status] ?? 0) + 1;
    console.log('answers by phase:', JSON.stringify(counts));

    // Acknowledged writes from before the outage are all there.
    const ids = outcomes.filter((o) => o.what === 'POST /api/websites' && o.status === 201).map((o) => JSON.parse(o.body).id);
    const listed = new Set(((await (await fetch(`${base}/api/websites`, { headers: auth })).json()) as { id: string }[]).map((w) => w.id));
    expect(ids.filter((id) => !listed.has(id))).toEqual([]);

    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
  }, 60_000);
});
