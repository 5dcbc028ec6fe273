// The uptime monitor's cost: 1,000 websites checked every 60 s against a local test server,
// the server process's CPU use over two intervals (from /proc), with the checks it recorded.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { users, websites } from '../src/server/db/schema';
import { startPortal } from '../src/server/test/process';
import { fmt } from './lib';

const SITES = 1000;
const INTERVAL_S = 60;
const WATCH_S = Number(process.env.BENCH_MONITOR_S ?? 2 * INTERVAL_S);

/** utime + stime of a process, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // Clock ticks; 100 a second on Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const target = http.createServer((_req, res) => res.end('ok'));
await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
const port = (target.address() as AddressInfo).port;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-monitor-'));
const database = await openPglite(path.join(dir, 'pglite'));
await database.migrate();
const [owner] = await database.db.insert(users).values({ email: 'monitor@example.com' }).returning();
await database.db.insert(websites).values(Array.from({ length: SITES }, (_, i) => ({ userId: owner.id, name: `Site ${i}`, domain: `site-${i}.example`, deploymentUrl: `http://127.0.0.1:${port}/site-${i}` })));
await database.close();

const portal = await startPortal({ DATA_DIR: dir, SEED_DEMO: '0', LOG_LEVEL: 'warn', MONITOR_INTERVAL_S: String(INTERVAL_S), MONITOR_ALLOW_PRIVATE: '1' });
try {
  await new Promise((r) => setTimeout(r, 5_000)); // start-up settles
  const pid = portal.child.pid!;
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, WATCH_S * 1000));
  const cpu = cpuSeconds(pid) - cpu0;
  const wall = (performance.now() - t0) / 1000;
  portal.child.kill('SIGTERM');
  await portal.exited;
  const check = await openPglite(path.join(dir, 'pglite'));
  const rows = (await check.db.execute(sql`select count(*)::int as n from uptime_checks`)) as unknown as { rows: { n: number }[] };
  await check.close();
  console.log(`monitor: ${SITES} websites every ${INTERVAL_S} s, watched ${fmt(wall)} s: ${rows.rows[0].n} checks recorded, server CPU ${fmt((cpu / wall) * 100, 1)}% of one core   goal < 10%`);
} finally {
  if (portal.child.exitCode === null) portal.child.kill('SIGKILL');
  target.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
