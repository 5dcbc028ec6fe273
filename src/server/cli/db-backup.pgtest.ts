import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openPostgres } from '../db/postgres';
import { adminUrl } from '../test/global-setup';
import { runScript } from '../test/process';
import { freshDatabase } from '../test/test-app';
import { allRows, fillDatabase } from './db-test-fixtures';

const base = process.env.TEST_DATABASE_URL!;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-pg-backup-'));
const created: string[] = [];

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A database with nothing in it, not even the migrations (dropped at the end of the run). */
async function emptyDatabase(label: string): Promise<string> {
  const name = `sp_t_${inject('runId')}_${process.pid}_${label}`;
  await admin((c) => c.query(`create database "${name}"`));
  created.push(name);
  return adminUrl(base, name);
}

async function rowsAt(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await allRows(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

const backup = (url: string, ...args: string[]) => runScript('src/server/cli/db-backup.ts', args, { DATABASE_URL: url, DATA_DIR: dataDir });
const restore = (url: string, ...args: string[]) => runScript('src/server/cli/db-restore.ts', args, { DATABASE_URL: url, DATA_DIR: dataDir });

let sourceUrl: string;
let before: Record<string, string[]>;
beforeAll(async () => {
  const { database, url } = await freshDatabase();
  sourceUrl = url!;
  const app = await buildApp({ config: testConfig(), database });
  try {
    await fillDatabase(app);
  } finally {
    await app.close();
    await database.close();
  }
  before = await rowsAt(sourceUrl);
}, 120_000);
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await admin(async (c) => {
    for (const name of created) await c.query(`drop database if exists "${name}" with (force)`);
  });
});

describe('npm run db:backup and db:restore on PostgreSQL', () => {
  it('dumps with pg_dump and restores into a fresh database with every row equal; the restored database migrates as it is', async () => {
    expect(before.users).toHaveLength(1);
    expect(before.audit_events.length).toBeGreaterThan(0);
    // The password travels in PGPASSWORD, not on pg_dump's command line (trust authentication ignores it here).
    const withPassword = new URL(sourceUrl);
    withPassword.password = 'not-needed';
    const made = await backup(withPassword.toString());
    expect(made.code, made.output).toBe(0);
    const file = made.output.trim();
    expect(file).toMatch(new RegExp(`^${path.join(dataDir, 'backups')}/portal-postgres-\\d{8}-\\d{6}Z\\.dump$`));
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

    const target = await emptyDatabase('restore');
    const restored = await restore(target, file);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Restored ${file} into the PostgreSQL database`);
    expect(await rowsAt(target)).toEqual(before);
    // The migrations table came along: starting the portal applies nothing twice.
    const database = openPostgres(target);
    await database.migrate();
    await database.close();
    expect(await rowsAt(target)).toEqual(before);
  }, 120_000);

  it('replaces a database with rows only with --force, never while another session uses it, and all or nothing', async () => {
    const file = (await backup(sourceUrl)).output.trim();
    // A migrated but empty database (what a first start leaves) needs no --force.
    const { database: fresh, url } = await freshDatabase();
    await fresh.close();
    const first = await restore(url!, file);
    expect(first.code, first.output).toBe(0);
    expect(await rowsAt(url!)).toEqual(before);

    const refused = await restore(url!, file);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/The database sp_t_\S+ is not empty: \d+ tables have rows \(audit_events, /);
    expect(refused.output).toContain('--force');

    const busy = new pg.Client({ connectionString: url! });
    await busy.connect();
    try {
      const inUse = await restore(url!, file, '--force');
      expect(inUse.code).toBe(1);
      expect(inUse.output).toContain('1 other session is connected to the database');
      expect(inUse.output).toContain('is the portal running?');
    } finally {
      await busy.end();
    }

    // A damaged dump changes nothing.
    const damaged = path.join(dataDir, 'damaged.dump');
    const whole = fs.readFileSync(file);
    fs.writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
    const broken = await restore(url!, damaged, '--force');
    expect(broken.code).toBe(1);
    expect(broken.output).toContain('Nothing was changed');
    expect(await rowsAt(url!)).toEqual(before);

    // A database that has moved on (an extra table, other rows) is replaced whole.
    const client = new pg.Client({ connectionString: url! });
    await client.connect();
    await client.query(`create table extra_thing (id int); insert into extra_thing values (1); delete from users`);
    await client.end();
    const forced = await restore(url!, file, '--force');
    expect(forced.code, forced.output).toBe(0);
    expect(await rowsAt(url!)).toEqual(before);
  }, 180_000);

  it('refuses an embedded-database backup and a truncated SQL dump', async () => {
    const tarball = path.join(dataDir, 'embedded.tar.gz');
    fs.writeFileSync(tarball, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0]));
    const target = await emptyDatabase('refusals');
    const wrongKind = await restore(target, tarball);
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.output).toContain('is a backup of an embedded database; restore it without DATABASE_URL');

    const sql = path.join(dataDir, 'cut.sql');
    fs.writeFileSync(sql, '--\n-- PostgreSQL database dump\n--\n\nSET statement_timeout = 0;\ncreate table half (id int);\n');
    const cut = await restore(target, sql);
    expect(cut.code).toBe(1);
    expect(cut.output).toContain('is not a complete SQL dump');
    expect((await rowsAt(target).catch(() => null)) ?? {}).not.toHaveProperty('half');
  }, 60_000);
});
