import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/postgres';
import { type PortalProcess, startPortal } from '../test/process';
import { freshDatabase } from '../test/test-app';
import { expectAcknowledgedWrites, invariantViolations, noViolations, startBurst } from './burst';

/** The same kill -9 during a burst of writes, on PostgreSQL (see kill-during-writes.test.ts). */
const processes: PortalProcess[] = [];
const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  for (const c of cleanups) await c();
});

describe('kill -9 during a burst of writes (PostgreSQL)', () => {
  it('restarts with every acknowledged write and the invariants intact', async () => {
    const { url, database } = await freshDatabase();
    await database.close();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-kill-pg-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: url!, DATA_DIR: dataDir, MONITOR: '0', JOBS: '0', SIGNUP_RATE_LIMIT: '1000' };

    const first = await startPortal(env);
    processes.push(first);
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'burst@example.com', password: 'a long password', firstName: 'Burst', lastName: 'Test', websiteUrl: 'burst.example' }),
    });
    expect(signup.status).toBe(201);
    const { token } = await signup.json();

    const burst = startBurst(first.url, token, { workers: 8 });
    await burst.reached(30);
    first.child.kill('SIGKILL'); // requests and transactions are in flight right now
    await first.exited;
    await burst.stop();
    expect(burst.acked.unexpected).toEqual([]);

    const second = await startPortal(env);
    processes.push(second);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    await expectAcknowledgedWrites(second.url, token, burst.acked);
    const more = startBurst(second.url, token, { workers: 2 });
    await more.reached(3);
    await more.stop();
    expect(more.acked.unexpected).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const check = openPostgres(url!);
    try {
      expect(await invariantViolations(check.db)).toEqual(noViolations);
      // The check is not vacuous: a half-paid payment is caught.
      await check.db.execute(sql`update payments set paid_at = null where id = (select id from payments where status = 'paid' limit 1)`);
      expect((await invariantViolations(check.db)).paidWithoutPaidAt).toHaveLength(1);
    } finally {
      await check.close();
    }
  }, 60_000);
});
