import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { type PortalProcess, runPortalToExit, startPortal } from '../test/process';
import { expectAcknowledgedWrites, invariantViolations, noViolations, startBurst } from './burst';

/**
 * kill -9 of the real process in the middle of a burst of writes, on the embedded database: it starts
 * again on the same DATA_DIR (the lock left by the dead process is taken over), every write that was
 * acknowledged is there, and the billing invariants hold (no payment half-paid, no website without
 * its payments).
 */
const processes: PortalProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const env = (dataDir: string) => ({ DATA_DIR: dataDir, SEED_DEMO: '0', MONITOR: '0', JOBS: '0', SIGNUP_RATE_LIMIT: '1000' });

async function signUp(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'burst@example.com', password: 'a long password', firstName: 'Burst', lastName: 'Test', websiteUrl: 'burst.example' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).token;
}

// The PostgreSQL run of the suite has kill-during-writes.pgtest.ts instead.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('kill -9 during a burst of writes (embedded database)', () => {
  it('restarts on the same DATA_DIR with every acknowledged write and the invariants intact', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-kill-'));
    dirs.push(dataDir);
    const t0 = Date.now();
    const first = await startPortal(env(dataDir));
    processes.push(first);
    const token = await signUp(first.url);

    const burst = startBurst(first.url, token);
    await burst.reached(20);
    const pid = first.child.pid!;
    first.child.kill('SIGKILL'); // requests are in flight right now
    await first.exited;
    await burst.stop();
    expect(burst.acked.unexpected).toEqual([]);
    expect(burst.acked.websites.size).toBeGreaterThan(0);
    const { websites, paid, changeRequests } = burst.acked;
    console.log(`killed after ${Date.now() - t0} ms with ${websites.size} websites, ${paid.size} payments, ${changeRequests.size} change requests acknowledged`);
    // The dead process's lock is still there: the restart must take it over, not refuse.
    expect(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8')).toContain(String(pid));

    const second = await startPortal(env(dataDir));
    processes.push(second);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    await expectAcknowledgedWrites(second.url, token, burst.acked);
    // While it runs, a second start on the same DATA_DIR is refused, clearly, and leaves its lock alone.
    const lock = fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8');
    const refused = await runPortalToExit(env(dataDir));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`DATA_DIR ${dataDir} is in use by another Studio Portal process (pid ${second.child.pid})`);
    expect(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8')).toBe(lock);
    // And it takes writes again.
    const more = startBurst(second.url, token, { workers: 2 });
    await more.reached(3);
    await more.stop();
    expect(more.acked.unexpected).toEqual([]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      expect(await invariantViolations(database.db)).toEqual(noViolations);
    } finally {
      await database.close();
    }
  }, 90_000);
});
