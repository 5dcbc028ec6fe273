import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openPglite } from '../db/client';
import { repoRoot, runScript, startPortal } from '../test/process';
import { allRows, fillDatabase } from './db-test-fixtures';

async function rowsOf(dataDir: string) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await allRows(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sp-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const backup = (env: Record<string, string>, ...args: string[]) => runScript('src/server/cli/db-backup.ts', args, env);
const restore = (env: Record<string, string>, ...args: string[]) => runScript('src/server/cli/db-restore.ts', args, env);

let source: string;
let before: Record<string, string[]>;
beforeAll(async () => {
  source = tempDir('backup-src');
  const database = await openPglite(path.join(source, 'pglite'));
  await database.migrate();
  const app = await buildApp({ config: testConfig({ DATA_DIR: source }), database });
  try {
    await fillDatabase(app);
  } finally {
    await app.close();
    await database.close();
  }
  before = await rowsOf(source);
}, 120_000);

describe('npm run db:backup and db:restore on the embedded database', () => {
  it('are npm scripts', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(scripts['db:backup']).toBe('tsx src/server/cli/db-backup.ts');
    expect(scripts['db:restore']).toBe('tsx src/server/cli/db-restore.ts');
  });

  it('backs up into DATA_DIR/backups and restores into a fresh DATA_DIR with every row equal; refuses to overwrite rows without --force', async () => {
    expect(before.users).toHaveLength(1);
    expect(before.payments.length).toBe(2);
    expect(before.audit_events.length).toBeGreaterThan(0);

    const made = await backup({ DATA_DIR: source });
    expect(made.code, made.output).toBe(0);
    const file = made.output.trim();
    expect(file).toMatch(new RegExp(`^${path.join(source, 'backups')}/portal-pglite-\\d{8}-\\d{6}Z\\.tar\\.gz$`));
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    expect(fs.readdirSync(path.join(source, 'backups'))).toEqual([path.basename(file)]); // no .partial left

    const target = tempDir('backup-dst');
    const restored = await restore({ DATA_DIR: target }, file);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Restored ${file} into the embedded database in ${path.join(target, 'pglite')}`);
    expect(await rowsOf(target)).toEqual(before);
    expect(fs.readdirSync(target).filter((f) => f.startsWith('pglite.'))).toEqual([]);

    // Now it has rows: replacing them needs --force, and the replaced database is kept aside.
    const refused = await restore({ DATA_DIR: target }, file);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`The embedded database in ${path.join(target, 'pglite')} is not empty`);
    expect(refused.output).toContain('--force');
    const forced = await restore({ DATA_DIR: target }, file, '--force');
    expect(forced.code, forced.output).toBe(0);
    const kept = fs.readdirSync(target).filter((f) => f.startsWith('pglite.replaced-'));
    expect(kept).toHaveLength(1);
    expect(forced.output).toContain(path.join(target, kept[0]));
    expect(await rowsOf(target)).toEqual(before);

    // The restored database runs: the portal starts on it and the client signs in.
    const portal = await startPortal({ DATA_DIR: target, SEED_DEMO: '0', JOBS: '0', MONITOR: '0' });
    try {
      const login = await fetch(`${portal.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'backup.client@example.com', password: 'backup-password-1' }),
      });
      expect(login.status).toBe(200);
      // While it runs, neither command touches its DATA_DIR.
      for (const out of [await restore({ DATA_DIR: target }, file, '--force'), await backup({ DATA_DIR: target })]) {
        expect(out.code).toBe(1);
        expect(out.output).toContain(`The portal is running on DATA_DIR ${target} (pid ${portal.child.pid})`);
        expect(out.output).toContain('Stop the portal');
      }
    } finally {
      portal.child.kill('SIGTERM');
      await portal.exited;
    }
  }, 240_000);

  it('writes to a file named on the command line, never over an existing one', async () => {
    const file = path.join(tempDir('backup-named'), 'nightly', 'portal.tar.gz');
    const made = await backup({ DATA_DIR: source }, file);
    expect(made.code, made.output).toBe(0);
    expect(made.output.trim()).toBe(file);
    const again = await backup({ DATA_DIR: source }, file);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`${file} exists already`);
  }, 120_000);

  it('refuses what it cannot do with a clear message', async () => {
    const empty = tempDir('backup-empty');
    const noDb = await backup({ DATA_DIR: empty });
    expect(noDb.code).toBe(1);
    expect(noDb.output).toContain(`There is no embedded database in ${path.join(empty, 'pglite')} to back up`);

    const usage = await restore({ DATA_DIR: empty });
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: npm run db:restore -- <file> [--force]');
    expect((await backup({ DATA_DIR: empty }, '--what')).code).toBe(2);

    const missing = await restore({ DATA_DIR: empty }, path.join(empty, 'nope.tar.gz'));
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No backup file at');

    const junk = path.join(empty, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a backup at all');
    const notBackup = await restore({ DATA_DIR: empty }, junk);
    expect(notBackup.code).toBe(1);
    expect(notBackup.output).toContain('is not a backup made by npm run db:backup');

    const pgDump = path.join(empty, 'portal.dump');
    fs.writeFileSync(pgDump, Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(100)]));
    const wrongKind = await restore({ DATA_DIR: empty }, pgDump);
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.output).toContain('is a PostgreSQL dump; restore it with DATABASE_URL');
    // Nothing was created by the refusals.
    expect(fs.existsSync(path.join(empty, 'pglite'))).toBe(false);
  }, 120_000);
});
