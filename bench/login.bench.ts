// Login: the p50 latency of a correct password login against the password check alone (argon2id verify,
// the floor), and whether the server stays responsive to other requests during a burst of logins
// (hashing runs on libuv's thread pool, never on the event loop): GET /api/health latency while 40
// logins are in flight, against the same request on the idle server. Goal: p50 login ≤ 150 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { hashPassword, verifyPassword } from '../src/server/lib/crypto';
import { startPortal } from '../src/server/test/process';
import { fmt } from './lib';

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const password = 'benchmark-pass';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-login-'));
const database = await openPglite(path.join(dataDir, 'pglite'));
await database.migrate();
const stored = await hashPassword(password);
await database.db.insert(users).values(Array.from({ length: 40 }, (_, i) => ({ email: `login${i}@example.com`, passwordHash: stored, firstName: 'L', lastName: 'B' })));
await database.close();

// The floor: verifying the same hash in this process, one at a time.
const verifyMs: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  await verifyPassword(stored, password);
  verifyMs.push(performance.now() - t);
}

// TRUST_PROXY lets each login come "from" its own address, so the per-IP limit (30 a minute) stays out of it.
const portal = await startPortal({ DATA_DIR: dataDir, SEED_DEMO: '0', JOBS: '0', MONITOR: '0', TRUST_PROXY: '1' });
let ip = 0;
async function login(i: number) {
  const t = performance.now();
  const res = await fetch(`${portal.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(++ip / 250)}.${ip % 250}` },
    body: JSON.stringify({ email: `login${i % 40}@example.com`, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return performance.now() - t;
}
async function health() {
  const t = performance.now();
  const res = await fetch(`${portal.url}/api/health`);
  await res.text();
  return performance.now() - t;
}

try {
  for (let i = 0; i < 3; i++) await login(i); // warm-up
  const sequential: number[] = [];
  for (let i = 0; i < 30; i++) sequential.push(await login(i));
  const idleHealth: number[] = [];
  for (let i = 0; i < 50; i++) idleHealth.push(await health());

  // A burst: 40 logins at once, repeated, while health is asked one request after another.
  let bursting = true;
  const burst = (async () => {
    let rounds = 0;
    while (bursting || rounds === 0) {
      await Promise.all(Array.from({ length: 40 }, (_, i) => login(i)));
      rounds++;
    }
    return rounds;
  })();
  const busyHealth: number[] = [];
  const until = performance.now() + 3_000;
  while (performance.now() < until) busyHealth.push(await health());
  bursting = false;
  const rounds = await burst;

  const [p50, verify50] = [percentile(sequential, 50), percentile(verifyMs, 50)];
  console.log(`login      p50 ${fmt(p50)} ms (p99 ${fmt(percentile(sequential, 99))} ms)  argon2id verify alone p50 ${fmt(verify50)} ms  ratio ${fmt(p50 / verify50, 2)}  goal p50 ≤ 150 ms: ${p50 <= 150 ? 'met' : 'NOT met'}`);
  console.log(
    `login      during ${rounds} bursts of 40 logins: /api/health p50 ${fmt(percentile(busyHealth, 50), 1)} ms p99 ${fmt(percentile(busyHealth, 99), 1)} ms (${busyHealth.length} requests)  idle p50 ${fmt(percentile(idleHealth, 50), 1)} ms p99 ${fmt(percentile(idleHealth, 99), 1)} ms`,
  );
} finally {
  portal.child.kill('SIGTERM');
  await portal.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
