import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Responses with a 2xx status over the whole run. */
  ok: number;
}

/** autocannon against one URL: requests per second and p99 latency (ms). */
export async function load(url: string, opts: { connections?: number; headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string; duration?: number } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.duration ?? DURATION_S,
    headers: opts.headers,
    method: opts.method ?? 'GET',
    body: opts.body,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx, ok: result['2xx'] };
}

/**
 * A baseline server in a process of its own, as the portal is: run in the benchmark's process, it would share
 * one thread with autocannon and look ~40% slower than it is. `code` is an ES module run from the repository
 * (so it can import its packages) that listens on 127.0.0.1 and prints its port; `env` reaches it as
 * process.env.
 */
export async function baselineProcess(code: string, env: Record<string, string> = {}): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: path.dirname(path.dirname(fileURLToPath(import.meta.url))),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (d) => resolve(String(d).trim()));
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A bare node:http server answering the same bytes: the baseline of what this machine can do. */
export function bareServer(body: string, contentType = 'application/json; charset=utf-8', status = 200) {
  return baselineProcess(
    `import http from 'node:http';
const { BODY: body, TYPE: type, STATUS: status } = process.env;
const server = http.createServer((_req, res) => {
  res.writeHead(Number(status), { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));`,
    { BODY: body, TYPE: contentType, STATUS: String(status) },
  );
}

/** A scratch database on the local PostgreSQL, or null when there is none. */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `sp_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
  } catch {
    await admin.end().catch(() => {});
    return null;
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
};

export const fmt = (n: number, digits = 0) => n.toFixed(digits);

/** Runs a measurement on the embedded database (a temporary DATA_DIR), then on a scratch PostgreSQL database. */
export async function onBothDatabases(measure: (label: string, env: Record<string, string>) => Promise<void>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-'));
  try {
    await measure('PGlite', { DATA_DIR: dir });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const scratch = await scratchDatabase();
  if (!scratch) {
    console.log('PostgreSQL: no local server reachable; skipped');
    return;
  }
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-pg-'));
  try {
    await measure('PostgreSQL', { DATABASE_URL: scratch.url, DATA_DIR: pgDir });
  } finally {
    await scratch.drop();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}
