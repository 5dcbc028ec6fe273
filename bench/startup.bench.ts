// Cold start and idle memory of `npm start` on the embedded database, each against a bare node:http
// server started the same way (the floor: Node itself starting and listening).
//  - cold start: from spawning `node scripts/start.mjs` (client already built, database already made)
//    to the first 200 from /api/health; goal ≤ 3 s
//  - idle RSS: a few seconds after start-up with nothing to do, on an existing database and on a brand
//    new DATA_DIR (first start: the database is created, migrated and seeded); goal ≤ 300 MB
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/server/test/process';
import { fmt, rssMb } from './lib';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const IDLE_WAIT_MS = 4_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

interface Started {
  ms: number;
  pid: number;
  stop(): Promise<void>;
}

/** Spawns a process and polls GET url until it answers 200; the time is from spawn to that answer. */
async function startAndTime(args: string[], env: Record<string, string>, port: number): Promise<Started> {
  const begin = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early: ${err}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (performance.now() - begin > 60_000) throw new Error(`no answer within 60 s: ${err}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return {
    ms: performance.now() - begin,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

let nextPort = 20_000 + (process.pid % 20_000);
const port = () => nextPort++;

const bareScript = path.join(os.tmpdir(), `sp-bare-${process.pid}.mjs`);
fs.writeFileSync(
  bareScript,
  `import http from 'node:http';
http.createServer((_q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), '127.0.0.1');`,
);

// The client is built first (as npm start would), so its build time is not counted below.
const build = spawnSync(process.execPath, ['--input-type=module', '-e', "process.exit((await import('./scripts/client-build.mjs')).ensureClientBuilt())"], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) throw new Error('the client could not be built');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-start-'));
try {
  const env = { DATA_DIR: dataDir, MONITOR: '0' };
  // First start on a new DATA_DIR: creates, migrates and seeds the database.
  const first = await startAndTime([path.join(repoRoot, 'scripts/start.mjs')], env, port());
  await new Promise((r) => setTimeout(r, IDLE_WAIT_MS));
  const firstRss = rssMb(first.pid);
  await first.stop();

  const portal: number[] = [];
  const bare: number[] = [];
  const idle: number[] = [];
  const bareRss: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const b = await startAndTime([bareScript], {}, port());
    bare.push(b.ms);
    await new Promise((r) => setTimeout(r, 500));
    bareRss.push(rssMb(b.pid));
    await b.stop();
    const p = await startAndTime([path.join(repoRoot, 'scripts/start.mjs')], env, port());
    portal.push(p.ms);
    await new Promise((r) => setTimeout(r, IDLE_WAIT_MS));
    idle.push(rssMb(p.pid));
    await p.stop();
  }
  const [pm, bm] = [median(portal), median(bare)];
  console.log(`start-up   npm start → /api/health 200: median ${fmt(pm)} ms (runs ${portal.map((x) => fmt(x)).join(', ')})  bare node:http ${fmt(bm)} ms  ratio ${fmt(pm / bm, 1)}×  goal ≤ 3000 ms: ${pm <= 3000 ? 'met' : 'NOT met'}`);
  console.log(`memory     idle RSS of npm start (PGlite): median ${fmt(median(idle))} MB (first start on a new DATA_DIR: ${fmt(firstRss)} MB)  bare node:http ${fmt(median(bareRss))} MB  goal ≤ 300 MB: ${median(idle) <= 300 && firstRss <= 300 ? 'met' : 'NOT met'}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(bareScript, { force: true });
}
